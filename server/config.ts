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
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z.string().default(''),
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
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  AD_CLIENT: z.string().optional(),
  AD_SLOTS: z.string().optional(),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  CONTACT_EMAIL: z.email().optional(),
  FORTI_BASE_URL: z.url().optional(),
  FORTI_API_KEY: z.string().optional(),
  FORTI_MODEL: z.string().default('gpt-4o-mini'),
  FORTI_WEBHOOK_URL: z.url().optional(),
  FORTI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
  FORTI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  FORTI_DAILY_QUOTA: z.coerce.number().int().min(1).default(200),
  FORTI_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  FORTI_TRANSCRIPTIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  TRANSCRIBE_BASE_URL: z.url().optional(),
  TRANSCRIBE_API_KEY: z.string().optional(),
  TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  WEB_DIST: z.string().optional(),
  TRANSCRIBE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60000),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  siteName: string;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  storageDir: string;
  /** Uploaded files in an S3-compatible bucket instead of storageDir (several processes, one site). */
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean; prefix: string } | null;
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
  /** Razorpay when its keys are set; otherwise the built-in sandbox provider. */
  payments: { provider: 'razorpay' | 'sandbox'; keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl: string };
  /** Ad network client and named slot ids; null renders no ads at all. */
  ads: { client: string; slots: Record<string, string> } | null;
  /** Contact-form messages allowed per client address per hour. */
  contactPerHour: number;
  /** The support address the Contact page shows. */
  contactEmail: string;
  /** Forti's reply provider: the webhook, an OpenAI-compatible API, or the offline companion. */
  forti: {
    provider: 'webhook' | 'openai' | 'offline';
    baseUrl?: string;
    apiKey?: string;
    model: string;
    webhookUrl?: string;
    timeoutMs: number;
    perMinute: number;
    dailyQuota: number;
    /** Files one member may attach in an hour (each costs disk and, for images and documents, CPU). */
    uploadsPerHour: number;
    /** Recordings one member may have transcribed in an hour (each is a call to the transcription API). */
    transcriptionsPerHour: number;
  };
  /** OpenAI-compatible transcription; null means voice input is not enabled. */
  transcribe: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number } | null;
}

/** "home:1234,layout:5678" into { home: '1234', layout: '5678' }. */
function parseSlots(value: string | undefined): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const part of (value ?? '').split(',')) {
    const [name, id] = part.split(':').map((s) => s.trim());
    if (name && id) slots[name] = id;
  }
  return slots;
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
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Most S3-compatible services want the bucket in the path; AWS itself does not.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX && !e.S3_PREFIX.endsWith('/') ? `${e.S3_PREFIX}/` : e.S3_PREFIX,
        }
      : null,
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
    payments:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? { provider: 'razorpay', keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET, apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, '') }
        : { provider: 'sandbox', apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, '') },
    ads: e.AD_CLIENT && Object.keys(parseSlots(e.AD_SLOTS)).length > 0 ? { client: e.AD_CLIENT, slots: parseSlots(e.AD_SLOTS) } : null,
    contactPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    contactEmail: e.CONTACT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    forti: {
      provider: e.FORTI_WEBHOOK_URL ? 'webhook' : e.FORTI_BASE_URL ? 'openai' : 'offline',
      baseUrl: e.FORTI_BASE_URL?.replace(/\/$/, ''),
      apiKey: e.FORTI_API_KEY,
      model: e.FORTI_MODEL,
      webhookUrl: e.FORTI_WEBHOOK_URL,
      timeoutMs: e.FORTI_TIMEOUT_MS,
      perMinute: e.FORTI_RATE_LIMIT_PER_MINUTE,
      dailyQuota: e.FORTI_DAILY_QUOTA,
      uploadsPerHour: e.FORTI_UPLOADS_PER_HOUR,
      transcriptionsPerHour: e.FORTI_TRANSCRIPTIONS_PER_HOUR,
    },
    webDist: e.WEB_DIST,
    transcribe: e.TRANSCRIBE_BASE_URL
      ? { baseUrl: e.TRANSCRIBE_BASE_URL.replace(/\/$/, ''), apiKey: e.TRANSCRIBE_API_KEY, model: e.TRANSCRIBE_MODEL, timeoutMs: e.TRANSCRIBE_TIMEOUT_MS }
      : null,
  };
}
