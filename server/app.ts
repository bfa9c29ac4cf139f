import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { mayCall, registerAccessRules } from './platform/access.js';
import { registerPrivateAnswers } from './platform/private-answers.js';
import { registerScreening } from './platform/screening.js';
import { createSessionAbilities, rule } from './platform/authorize.js';
import { ErrorMessages } from '../contracts/errors.js';
import { SessionAbilities } from '../contracts/abilities.js';
import { recordSecurityEvent } from './platform/audit.js';
import { foreignOriginMessage, trustedOrigins } from './platform/origins.js';
import { createEventBus, type EventBus } from './platform/events.js';
import { createSessionReader } from './platform/session.js';
import { createRealtimeHub } from './platform/realtime.js';
import { createPresence } from './platform/presence.js';
import { createJobs } from './platform/jobs.js';
import { RealtimeClose } from '../contracts/realtime.js';
import {
  createDatabaseRateLimitStore,
  createRedisRateLimitStore,
  RATE_LIMIT_SWEEP,
} from './platform/rate-limit-store.js';
import { createMemberLimits } from './platform/member-limits.js';
import { createAuth } from './platform/auth.js';
import { createProofOfWork } from './platform/altcha.js';
import { clientErrorHandler, notFound, registerErrorHandler } from './platform/errors.js';
import { loggerOptions, OneLinePerRequest } from './platform/request-log.js';
import {
  apiSecurityHeaders,
  registerSecurityHeaders,
  securityHeaders,
  inlineScriptHashes,
  type ThirdPartySources,
} from './platform/security-headers.js';
import { registerInputGuard, requestValidatorCompiler } from './platform/input-guard.js';
import { registerJsonCompression } from './platform/compress-json.js';
import { responseSerializerCompiler } from './platform/serialize.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createSearch } from './platform/search.js';
import { createDataRightsRegistry } from './platform/data-rights.js';
import { betterAuthHashing, type PasswordHashing } from './platform/password-hashing.js';
import { auditDataRights } from './platform/audit.data-rights.js';
import { createLocalStorage, createS3Storage, type Storage } from './platform/storage.js';
import { modules } from './modules/registry.js';
import {
  orderModules,
  registerModules,
  type AnyModule,
  type ModuleContext,
  type RegisteredModules,
} from './platform/module.js';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  authSecret: string;
  /** Replaces the mailer chosen from configuration (tests). */
  mailer?: Mailer;
  /** Replaces Better Auth's password hashing (tests only: nothing in configuration reaches it). */
  passwordHashing?: PasswordHashing;
  logger?: boolean | object;
  /** Replaces the registry's modules (tests of the registry itself). */
  modules?: readonly AnyModule[];
}

export interface Services {
  mailer: Mailer;
  storage: Storage;
  bus: EventBus;
  /** The domain modules' services (server/modules/registry.ts), by name: `modules.get('stats')`. */
  modules: RegisteredModules;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** What the platform gives every module. */
    platform: ModuleContext;
  }
}

/** The whole server, without listening: main.ts listens, tests call app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const domainModules = deps.modules ?? modules;
  // A missing or circular dependency between modules stops start-up before anything opens.
  orderModules(domainModules);
  // Tests pass their own stream (or false); the serializers and redaction stay the platform's.
  const logger =
    deps.logger === false
      ? false
      : loggerOptions(config.logLevel, typeof deps.logger === 'object' ? deps.logger : undefined);
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    // Only the listed proxies' X-Forwarded-For is believed (TRUST_PROXY, docs/configuration.md).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerJsonCompression(app);

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
      production: config.env === 'production',
    });
  const storage = config.s3 ? createS3Storage(config.s3, app.log) : createLocalStorage(config.storageDir);
  app.addHook('onClose', () => storage.close());
  const bus = createEventBus(database, app.log);
  // The accounts module hands each new user on to the domains that keep a row per member.
  const userCreatedListeners: Array<(userId: string) => Promise<void>> = [];
  // What hangs on a session (a device's push subscription) goes when the session ends.
  const sessionEndedListeners: Array<Parameters<ModuleContext['onSessionEnded']>[0]> = [];
  // Every rate limit counted by window, Better Auth's and the modules', in one store (decision 0039):
  // Redis when configured, else this database; either way every process counts together.
  const databaseRateLimits = config.redisUrl ? null : createDatabaseRateLimitStore(database.db);
  const rateLimitStore = databaseRateLimits ?? (await createRedisRateLimitStore(config.redisUrl!));
  app.addHook('onClose', () => rateLimitStore.close());
  const passwords = deps.passwordHashing ?? betterAuthHashing;
  const proofOfWork = createProofOfWork({
    enabled: config.altcha.enabled,
    secret: config.altcha.hmacKey ?? deps.authSecret,
    store: rateLimitStore,
  });
  const auth = createAuth({
    proofOfWork,
    passwords,
    db: database.db,
    mailer,
    secret: deps.authSecret,
    publicUrl: config.publicUrl,
    trustedOrigins: trustedOrigins(config),
    production: config.env === 'production',
    confirmWithoutSmtp: config.env === 'production' && config.publicUrlSet,
    siteName: config.siteName,
    signIn: config.signIn,
    perMinute: config.authRateLimitPerMinute,
    rateLimitStore,
    log: app.log,
    onUsersChanged: (change) => bus.publish('fn_user_changed', change),
    onUserCreated: async (userId) => {
      for (const listener of userCreatedListeners) await listener(userId);
    },
    onSessionEnded: async (ended) => {
      for (const listener of sessionEndedListeners) {
        await listener(ended).catch((err: unknown) => app.log.warn({ err }, 'could not clear what a session held'));
      }
    },
  });
  const memberLimits = createMemberLimits(rateLimitStore);
  const authContext = await auth.$context;
  const sessions = await createSessionReader({
    db: database.db,
    secret: authContext.secret,
    cookieName: authContext.authCookies.sessionToken.name,
    bus,
  });
  const realtime = createRealtimeHub(bus, { log: app.log });
  const presence = createPresence({ db: database.db, log: app.log });
  const jobs = createJobs({ db: database.db, log: app.log });
  if (databaseRateLimits) jobs.every({ ...RATE_LIMIT_SWEEP, run: () => databaseRateLimits.sweep() });
  // Sockets close first (so browsers reconnect to another process), then the jobs finish and presence is stored.
  app.addHook('preClose', () => realtime.closeAll(RealtimeClose.restart, 'server restarting'));
  app.addHook('onClose', async () => {
    await jobs.stop();
    await presence.stop();
  });
  // The platform's own audit tables are exported and erased by the platform (decision 0036).
  const dataRights = createDataRightsRegistry();
  dataRights.register(auditDataRights(database.db));
  // Every route that stores a member's free text declares it; the reports module provides the screener.
  const screening = registerScreening(app);
  const platform: ModuleContext = {
    config,
    passwords,
    database,
    db: database.db,
    log: app.log,
    storage,
    mailer,
    bus,
    memberLimits,
    search: createSearch(app.log),
    dataRights,
    screening,
    abilities: platformAbilities(),
    authHandler: (request) => auth.handler(request),
    secret: deps.authSecret,
    onUserCreated: (listener) => void userCreatedListeners.push(listener),
    onSessionEnded: (listener) => void sessionEndedListeners.push(listener),
    realtime,
    presence,
    jobs,
    sessions,
    trustedOrigins: trustedOrigins(config),
    proofOfWork,
  };
  app.decorate('platform', platform);

  const https = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(
    app,
    securityHeaders({ https, thirdParty: thirdPartySources(config), scriptHashes: builtPageScriptHashes(config) }),
    apiSecurityHeaders({ https }),
  );
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.siteName} API`,
        version: '0.1.0',
        description: [
          'Accounts are served by Better Auth under /api/auth, with a session cookie (httpOnly, SameSite=Lax):',
          'POST /api/auth/sign-up/email {name, email, password} · POST /api/auth/sign-in/email {email, password} ·',
          'GET /api/auth/get-session · POST /api/auth/sign-out · POST /api/auth/revoke-sessions (every device) ·',
          'POST /api/auth/request-password-reset {email, redirectTo} · POST /api/auth/reset-password {token, newPassword}.',
          'POST requests must carry an Origin header equal to the site address.',
          'Every error answers { error: { code, message } }.',
        ].join(' '),
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets one inline style; allow that on the documentation page only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });

  registerPrivateAnswers(app);
  registerAccessRules(app, sessions, {
    origins: { trusted: trustedOrigins(config), message: foreignOriginMessage(config) },
    onViewer: (viewer) => presence.touch(viewer.id),
    // A member trying an administrator's or an NGO's route is worth a look on the Security tab.
    onRefused: (viewer, access, request) =>
      void recordSecurityEvent(database.db, {
        eventType: 'admin_action_refused',
        severity: 'warn',
        userId: viewer.id,
        ipAddress: request.ip,
        details: { route: request.routeOptions.url, method: request.method, needs: access },
      }).catch((err: unknown) => app.log.warn({ err }, 'could not record a refused admin action')),
  });
  const registered = await registerModules(app, platform, domainModules);
  if (config.jobs) app.addHook('onReady', () => jobs.start());
  app.decorate('services', { mailer, storage, bus, modules: registered });
  registerFiles(app, storage);
  await registerWeb(app, config);
  return app;
}

/** The session's abilities, with the two the route access rules own: the administration and the NGO dashboard. */
function platformAbilities() {
  const abilities = createSessionAbilities(SessionAbilities);
  abilities.contribute({
    administer: rule((viewer) => mayCall('admin', viewer)),
    hostDashboard: rule((viewer) => mayCall('ngo', viewer)),
  });
  return abilities;
}

/** Outside origins the page may load from: only those of the services configured. */
function thirdPartySources(config: AppConfig): ThirdPartySources {
  const sources: ThirdPartySources = { script: [], img: [], connect: [], frame: [] };
  if (config.payments.provider === 'razorpay') {
    sources.script.push('https://checkout.razorpay.com');
    sources.frame.push('https://api.razorpay.com', 'https://checkout.razorpay.com');
    sources.connect.push('https://lumberjack.razorpay.com', 'https://api.razorpay.com');
    sources.img.push('https://*.razorpay.com');
  }
  if (config.ads) {
    sources.script.push('https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google');
    sources.frame.push(
      'https://googleads.g.doubleclick.net',
      'https://tpc.googlesyndication.com',
      'https://*.adtrafficquality.google',
    );
    sources.connect.push('https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google');
    sources.img.push('https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com');
  }
  return sources;
}

function registerFiles(app: FastifyInstance, storage: Storage) {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Private files (chat attachments) are served only by their owner's route, never here.
    const file = await storage.getPublic(key);
    if (!file) throw notFound(ErrorMessages.fileNotFound);
    // Keys change with every upload, so a file never changes under its name.
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
}

/** The hashes of the built page's inline scripts (its loading screen's language), for the CSP. */
function builtPageScriptHashes(config: AppConfig): string[] {
  const index = config.webDist ? path.join(config.webDist, 'index.html') : null;
  if (!index || !existsSync(index)) return [];
  return inlineScriptHashes(readFileSync(index, 'utf8'));
}

/** Pages whose shell carries X-Robots-Tag: noindex: members' public profiles (/user/:id). */
const NOINDEX_PAGES = /^\/user\//;

/** The name web/index.html is built with (the default SITE_NAME). */
const BUILT_SITE_NAME = 'Fortitude Network';
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Serves the built single-page app and answers unknown non-API paths with its index.html. */
async function registerWeb(app: FastifyInstance, config: AppConfig) {
  const dist = config.webDist;
  const index = dist ? path.join(dist, 'index.html') : null;
  if (dist && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // scripts/compress-dist.mjs writes .br and .gz beside each text file at build time.
      preCompressed: true,
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Pages are served the app shell; a missing file (an old chunk, an image) is a real 404.
    const isPage =
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/files/') &&
      !pathname.startsWith('/assets/') &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (isPage && (request.method === 'GET' || request.method === 'HEAD') && index && existsSync(index)) {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      // A member's public profile is never indexed by search engines (issue 44; the page sets the meta tag too).
      if (NOINDEX_PAGES.test(pathname)) reply.header('x-robots-tag', 'noindex');
      // The page's title and description carry the site's name: another SITE_NAME is written in, and
      // that page is sent uncompressed (about 1.5 KB).
      if (config.siteName !== BUILT_SITE_NAME)
        return reply.send((await readFile(index, 'utf8')).replaceAll(BUILT_SITE_NAME, escapeHtml(config.siteName)));
      for (const [encoding, ext] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (accepts.includes(encoding) && existsSync(index + ext))
          return reply.header('content-encoding', encoding).send(await readFile(index + ext));
      }
      return reply.send(await readFile(index));
    }
    throw notFound();
  });
}
