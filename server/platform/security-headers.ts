import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Outside origins the page may load from, by kind (only those of the services configured). */
export interface ThirdPartySources {
  script: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

/**
 * The security headers of every answer, built once at start-up: the same set helmet sent, without
 * recomputing it on each request. Content-Security-Policy allows only this site and the third
 * parties configured; a route may still replace a header (the API documentation page does).
 */
export function securityHeaders(opts: {
  https: boolean;
  thirdParty: ThirdPartySources;
  /** The page's own inline scripts, allowed by their hash ('sha256-…'): see inlineScriptHashes. */
  scriptHashes?: string[];
}): Readonly<Record<string, string>> {
  const { thirdParty } = opts;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...thirdParty.img]],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", ...(opts.scriptHashes ?? []), ...thirdParty.script]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ...(opts.https ? ([['upgrade-insecure-requests', []]] as Array<[string, string[]]>) : []),
    ['connect-src', ["'self'", ...thirdParty.connect]],
    ['frame-src', thirdParty.frame.length > 0 ? thirdParty.frame : ["'none'"]],
  ];
  const csp = directives.map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name)).join(';');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  return Object.freeze(headers);
}

/**
 * The CSP sources of the inline scripts of a built page ('sha256-<base64>' each): web/index.html has
 * one, the loading screen's choice of language (issue 44), which must run before anything else is
 * painted and so cannot wait for a file. Read from the page the server sends, so the policy allows
 * exactly that script and a changed script is never allowed by an old hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '') || !match[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The headers of an API answer (JSON, event streams, a member's own files): what OWASP's REST
 * security guidance asks of an API, and no more. The document-only headers of a page (its long
 * Content-Security-Policy, COOP, Origin-Agent-Cluster, DNS prefetch, X-XSS-Protection) mean nothing
 * to fetch() and were two thirds of the bytes of every API answer. 'default-src' 'none' is the
 * strictest policy: a file opened on its own can run nothing and load nothing.
 */
export function apiSecurityHeaders(opts: { https: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
}

/**
 * Sets the prebuilt headers as each request arrives, so every answer carries them, errors too:
 * the API's set on /api/ (its HTML documentation page apart), the page set everywhere else.
 * Through Fastify's public `reply.headers()` (decision 0043): a route or a later hook may still
 * replace any of them.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
  apiHeaders?: Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(apiHeaders && url.startsWith('/api/') && !url.startsWith('/api/docs') ? apiHeaders : headers);
    done();
  });
}
