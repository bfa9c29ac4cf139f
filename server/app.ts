import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerAccessRules } from './platform/access.js';
import { createEventBus, type EventBus } from './platform/events.js';
import { createSessionReader } from './platform/session.js';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './platform/rate-limit-store.js';
import { createAuth, type Auth } from './platform/auth.js';
import { registerErrorHandler } from './platform/errors.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createLocalStorage, type Storage } from './platform/storage.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createProfilesService, type ProfilesService } from './modules/profiles/profiles.service.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { createAdminService, type AdminService } from './modules/admin/admin.service.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { modules } from './modules/registry.js';
import type { ModuleContext, ModuleServices } from './platform/module.js';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  authSecret: string;
  /** Replaces the mailer chosen from configuration (tests). */
  mailer?: Mailer;
  logger?: boolean | object;
}

export interface Services {
  auth: Auth;
  profiles: ProfilesService;
  admin: AdminService;
  mailer: Mailer;
  storage: Storage;
  bus: EventBus;
  /** The domain modules' services (server/modules/registry.ts). */
  modules: Partial<ModuleServices>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    moduleContext: ModuleContext;
  }
}

/** Runs every module's demo-content seeder (each adds content only to an empty domain). */
export async function seedModules(app: FastifyInstance): Promise<string[]> {
  const lines: string[] = [];
  for (const module of modules) {
    const line = module.seed ? await module.seed(app.moduleContext) : null;
    if (line) lines.push(line);
  }
  return lines;
}

/** The whole server, without listening: main.ts listens, tests call app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  const storage = createLocalStorage(config.storageDir);
  const bus = createEventBus(database, app.log);
  const profiles = createProfilesService({ db: database.db, storage, bus });
  await bus.subscribe('fn_user_changed', (change) => profiles.forget(change));
  const admin = createAdminService({ db: database.db, bus });
  const rateLimitStore = config.redisUrl ? await createRedisRateLimitStore(config.redisUrl) : undefined;
  if (rateLimitStore) app.addHook('onClose', () => rateLimitStore.close());
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: deps.authSecret,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
    signIn: config.signIn,
    perMinute: config.authRateLimitPerMinute,
    rateLimitStore,
    log: app.log,
    onUsersChanged: (change) => bus.publish('fn_user_changed', change),
    onUserCreated: (userId) => profiles.ensureProfile(userId),
  });
  const rateLimits = rateLimitStore ?? createMemoryRateLimitStore();
  const moduleContext: ModuleContext = { config, database, db: database.db, storage, mailer, bus, profiles, rateLimits, services: {} };
  app.decorate('services', { auth, profiles, admin, mailer, storage, bus, modules: moduleContext.services });
  app.decorate('moduleContext', moduleContext);

  const thirdParty = thirdPartySources(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty.img],
        connectSrc: ["'self'", ...thirdParty.connect],
        frameSrc: thirdParty.frame.length > 0 ? thirdParty.frame : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: `${config.siteName} API`, version: '0.1.0', description: [
        'Accounts are served by Better Auth under /api/auth, with a session cookie (httpOnly, SameSite=Lax):',
        'POST /api/auth/sign-up/email {name, email, password} · POST /api/auth/sign-in/email {email, password} ·',
        'GET /api/auth/get-session · POST /api/auth/sign-out · POST /api/auth/revoke-sessions (every device) ·',
        'POST /api/auth/request-password-reset {email, redirectTo} · POST /api/auth/reset-password {token, newPassword}.',
        'POST requests must carry an Origin header equal to the site address.',
        'Every error answers { error: { code, message } }.',
      ].join(' '),
    } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets one inline style; allow that on the documentation page only.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });

  const authContext = await auth.$context;
  const sessions = await createSessionReader({ db: database.db, secret: authContext.secret, cookieName: authContext.authCookies.sessionToken.name, bus });
  registerAccessRules(app, sessions);
  await app.register(authRoutes, { auth });
  await app.register(healthRoutes, { database });
  await app.register(profilesRoutes, { profiles });
  await app.register(adminRoutes, { admin });
  for (const module of modules) await module.register(app, moduleContext);
  registerFiles(app, storage);
  await registerWeb(app, config);
  return app;
}

/** Outside origins the page may load from: only those of the services configured. */
function thirdPartySources(config: AppConfig) {
  const sources = { script: [] as string[], img: [] as string[], connect: [] as string[], frame: [] as string[] };
  if (config.payments.provider === 'razorpay') {
    sources.script.push('https://checkout.razorpay.com');
    sources.frame.push('https://api.razorpay.com', 'https://checkout.razorpay.com');
    sources.connect.push('https://lumberjack.razorpay.com', 'https://api.razorpay.com');
    sources.img.push('https://*.razorpay.com');
  }
  if (config.ads) {
    sources.script.push('https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google');
    sources.frame.push('https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://*.adtrafficquality.google');
    sources.connect.push('https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google');
    sources.img.push('https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com');
  }
  return sources;
}

/** Better Auth answers everything under /api/auth; the raw body is handed over untouched. */
async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
      }
      // The client address Better Auth rate-limits on is the one Fastify trusts, never one the client chose.
      headers.set('x-forwarded-for', request.ip);
      const body = request.body as Buffer | undefined;
      const response = await auth.handler(
        new Request(new URL(request.url, 'http://internal'), {
          method: request.method,
          headers,
          body: request.method === 'GET' || !body || body.length === 0 ? undefined : new Uint8Array(body),
        }),
      );
      reply.status(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      reply.header('cache-control', 'no-store');
      if (response.status >= 400) {
        const retryAfter = response.headers.get('x-retry-after');
        if (retryAfter) reply.header('retry-after', retryAfter);
        return reply.type('application/json').send(await authErrorBody(response));
      }
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

/** Better Auth's { code, message } becomes the API's one error shape, { error: { code, message } }. */
async function authErrorBody(response: Response): Promise<{ error: { code: string; message: string } }> {
  let body: { code?: string; message?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // no JSON body
  }
  const fallback = response.status === 429 ? 'RATE_LIMITED' : response.status === 401 ? 'UNAUTHENTICATED' : response.status === 403 ? 'FORBIDDEN' : response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
  const message = response.status >= 500 ? 'Something went wrong on our side. Please try again.' : (body.message ?? 'The request could not be completed.');
  return { error: { code: response.status >= 500 ? 'INTERNAL' : (body.code ?? fallback), message } };
}

function registerFiles(app: FastifyInstance, storage: Storage) {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Private files (chat attachments) are served only by their owner's route, never here.
    const file = key.startsWith('private/') ? null : await storage.get(key);
    if (!file) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'File not found.' } });
    // Keys change with every upload, so a file never changes under its name.
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
}

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
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Pages are served the app shell; a missing file (an old chunk, an image) is a real 404.
    const isPage = !pathname.startsWith('/api/') && !pathname.startsWith('/files/') && !pathname.startsWith('/assets/') && !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (isPage && (request.method === 'GET' || request.method === 'HEAD') && index && existsSync(index)) {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
        if (accepts.includes(encoding) && existsSync(index + ext)) return reply.header('content-encoding', encoding).send(await readFile(index + ext));
      }
      return reply.send(await readFile(index));
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
}
