import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Outside origins the page may load from, by kind (only those of the services configured). */
export interface ThirdPartySources {
  script: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

/**
 * The security headers of every answer, built once at start-up by helmet, without running it on
 * each request (decision 0068): helmet knows which headers a page needs and how each is written; we
 * say the policy. Content-Security-Policy allows only this site and the third parties configured,
 * its directives listed in full, in the order the site has always sent them; a route may still
 * replace a header (the API documentation page does).
 */
export function securityHeaders(opts: {
  https: boolean;
  thirdParty: ThirdPartySources;
  /** The page's own inline scripts, allowed by their hash ('sha256-…'): see inlineScriptHashes. */
  scriptHashes?: string[];
}): Readonly<Record<string, string>> {
  const { thirdParty } = opts;
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty.img],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...(opts.scriptHashes ?? []), ...thirdParty.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
        connectSrc: ["'self'", ...thirdParty.connect],
        frameSrc: thirdParty.frame.length > 0 ? thirdParty.frame : ["'none'"],
      },
    },
    strictTransportSecurity: opts.https ? HSTS : false,
  });
}

/** A year, subdomains included (helmet's default, written out so that an upgrade cannot change it). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };

/**
 * The headers helmet sets with these options, read once from a stand-in response: helmet is
 * middleware and sets them on each response it is given. It also removes X-Powered-By, which
 * Fastify never sends, so that removal has nothing to do here.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
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
  return helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: opts.https ? HSTS : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
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
