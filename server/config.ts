import { z } from 'zod';

/**
 * The only reader of process.env. Every setting has a safe default so that
 * `npm start` works on a fresh machine; docs/configuration.md lists them all.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_NAME: z.string().min(1).default('Fortitude Network'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  STORAGE_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  SIGNIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  siteName: string;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  storageDir: string;
  /** Unset means the embedded PGlite database under dataDir; ':memory:' means an in-memory PGlite. */
  databaseUrl?: string;
  smtpUrl?: string;
  /** Shared rate-limit counters for several processes; unset means process memory. */
  redisUrl?: string;
  mailFrom: string;
  /** Unset means a secret generated once and kept in dataDir. */
  authSecret?: string;
  trustProxy: boolean;
  seedDemo: boolean;
  logLevel: string;
  signIn: { maxFailures: number; failureWindowMinutes: number };
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  authRateLimitPerMinute: number;
  /** Serve the built web app from this folder when it exists. */
  webDist?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    siteName: e.SITE_NAME,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: e.DATA_DIR,
    storageDir: e.STORAGE_DIR ?? `${e.DATA_DIR.replace(/\/$/, '')}/storage`,
    databaseUrl: e.DATABASE_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    signIn: { maxFailures: e.SIGNIN_MAX_FAILURES, failureWindowMinutes: e.SIGNIN_FAILURE_WINDOW_MINUTES },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
  };
}
