import type { AppConfig } from '../config.js';
import { defineMessages, type Message } from '../../contracts/messages.js';

export const OriginMessages = defineMessages('origins', {
  foreign:
    'This request came from another site, so it was refused. This server only accepts requests from {{origin}} (PUBLIC_URL).',
  foreignLocal:
    'This request came from another site, so it was refused. Without PUBLIC_URL this server only accepts requests from this machine ({{origin}}, http://127.0.0.1 or http://[::1] on the same port); set PUBLIC_URL to the address people use.',
});

/**
 * The origins a browser may send state-changing requests from (docs/decisions/0020). With
 * PUBLIC_URL set, that address alone. Unset, the site is being tried on this machine: every
 * loopback name of the port (localhost, 127.0.0.1, [::1]) works, so opening
 * http://127.0.0.1:3000 does not break sign-up.
 */
export function trustedOrigins(config: Pick<AppConfig, 'publicUrl' | 'publicUrlSet' | 'port'>): string[] {
  const own = new URL(config.publicUrl).origin;
  if (config.publicUrlSet) return [own];
  const port = config.port === 80 ? '' : `:${config.port}`;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}${port}`);
  return [...new Set([own, ...loopback])];
}

/** The refusal of a foreign origin, naming the setting that decides it. */
export function foreignOriginMessage(config: Pick<AppConfig, 'publicUrl' | 'publicUrlSet'>): Message {
  const own = new URL(config.publicUrl).origin;
  return config.publicUrlSet ? OriginMessages.foreign({ origin: own }) : OriginMessages.foreignLocal({ origin: own });
}

/** Methods that change something; GET, HEAD and OPTIONS must not. */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a state-changing request may go on, from its Origin and Sec-Fetch-Site headers.
 * Browsers send Origin with every POST, PUT, PATCH and DELETE, so a foreign or opaque ('null')
 * one is refused. A request without Origin does not come from a browser's page (curl, the admin
 * CLI, a server) and cannot carry a member's cookie against their will; it is allowed unless the
 * browser itself says it is cross-site.
 */
export function originAllowed(
  headers: { origin?: string | string[]; 'sec-fetch-site'?: string | string[] },
  trusted: readonly string[],
): boolean {
  const origin = Array.isArray(headers.origin) ? headers.origin[0] : headers.origin;
  if (origin === undefined || origin === '') {
    const site = Array.isArray(headers['sec-fetch-site']) ? headers['sec-fetch-site'][0] : headers['sec-fetch-site'];
    return site !== 'cross-site' && site !== 'same-site';
  }
  return trusted.includes(origin.replace(/\/$/, '').toLowerCase());
}
