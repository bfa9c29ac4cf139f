import { z } from 'zod';

/** The push services of the browsers people use: Chrome, Edge and Android (FCM), Firefox, Windows, Safari. */
const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,*.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com,web.push.apple.com';

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
  DONOR_WAVE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  DONOR_WAVE_SIZE: z.coerce.number().int().min(1).max(5000).default(10),
  SMTP_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  ALTCHA: z.enum(['on', 'off']).default('on'),
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return typeof parsed === 'string' ? [] : parsed;
    }),
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  JOBS: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  SIGNIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
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
  BUILD_ID: z.string().min(1).optional(),
  TRANSCRIBE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60000),
  TRANSLATE_PROVIDER: z.enum(['libretranslate', 'forti', 'none']).optional(),
  TRANSLATE_BASE_URL: z.url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15000),
  TRANSLATE_PER_HOUR: z.coerce.number().int().min(1).default(60),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_HOSTS)
    .transform((value, ctx) => {
      const parsed = parsePushHosts(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return typeof parsed === 'string' ? [] : parsed;
    }),
  PUSH_TEST_SERVICE_CERT: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  siteName: string;
  host: string;
  port: number;
  publicUrl: string;
  /** False when PUBLIC_URL is unset (publicUrl is then http://localhost:$PORT and every loopback origin of the port is trusted). */
  publicUrlSet: boolean;
  dataDir: string;
  storageDir: string;
  /** Uploaded files in an S3-compatible bucket instead of storageDir (several processes, one site). */
  s3: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
    prefix: string;
  } | null;
  /** Unset means the embedded PGlite database under dataDir; ':memory:' means an in-memory PGlite. */
  databaseUrl?: string;
  smtpUrl?: string;
  /** Where the rate-limit counters live; unset means the database (decision 0039). */
  redisUrl?: string;
  /** The release this process runs (BUILD_ID); unset: a value of its own start, so a deploy always changes it. */
  buildId: string;
  mailFrom: string;
  /** Unset means a secret generated once and kept in dataDir. */
  authSecret?: string;
  /**
   * The proof of work asked at sign-up and on the contact form (decision 0081): on unless ALTCHA=off;
   * its challenges signed with ALTCHA_HMAC_KEY, or unset a key derived from the server's secret.
   */
  altcha: { enabled: boolean; hmacKey?: string };
  /** The reverse proxies' addresses or CIDR ranges whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  seedDemo: boolean;
  /** Runs the scheduled jobs (event reminders); off by default under NODE_ENV=test, where tests run them by hand. */
  jobs: boolean;
  logLevel: string;
  signIn: { maxFailures: number; failureWindowMinutes: number };
  /** Sign-in and sign-up attempts allowed per account and client address a minute (per address alone: 12 times as many). */
  authRateLimitPerMinute: number;
  /** Serve the built web app from this folder when it exists. */
  webDist?: string;
  /** Razorpay when its keys are set; otherwise the built-in sandbox provider. */
  payments: {
    provider: 'razorpay' | 'sandbox';
    keyId?: string;
    keySecret?: string;
    webhookSecret?: string;
    apiUrl: string;
    /** The sandbox may take (pretend) payments: always outside production, in production only with PAYMENTS_SANDBOX=true. */
    sandboxAllowed: boolean;
  };
  /** Payment webhook deliveries accepted per client address per minute (429 beyond). */
  webhookRateLimitPerMinute: number;
  /** Ad network client and named slot ids; null renders no ads at all. */
  ads: { client: string; slots: Record<string, string> } | null;
  /** Contact-form messages allowed per sender and client address an hour (per address alone: 6 times as many). */
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
  /**
   * Machine translation of members' writing (decision 0077): a LibreTranslate API (TRANSLATE_BASE_URL),
   * or Forti's OpenAI-compatible provider when TRANSLATE_PROVIDER=forti; null: no translation, no button.
   */
  translate:
    | { provider: 'libretranslate'; baseUrl: string; apiKey?: string; timeoutMs: number; perHour: number }
    | { provider: 'forti'; baseUrl: string; apiKey?: string; model: string; timeoutMs: number; perHour: number }
    | null;
  /** OpenAI-compatible transcription; null means voice input is not enabled. */
  transcribe: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number } | null;
  /**
   * Web Push (VAPID, RFC 8292): the configured key pair, else one made at first start and kept in
   * dataDir; the subject push services may write to (PUBLIC_URL when https, else a mailto: of MAIL_FROM).
   */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /**
   * Where Web Push may send (decision 0056): push services' host names (`*.` for any name under
   * one), over https on port 443, never to a private address. `testServiceCert` (tests only):
   * https on loopback, any port, with that certificate trusted, for the tests' stand-in service.
   */
  push: { hosts: string[]; testServiceCert: string | null };
  /** Blood donor requests (issue 43): donors asked per wave, and the minutes before the next wave when too few said yes. */
  donors: { waveSize: number; waveMinutes: number };
}

/**
 * PUSH_HOSTS: host names separated by commas, each exact (`web.push.apple.com`) or `*.` and a name
 * of at least two labels (`*.push.apple.com`: any name under it). No addresses, ports or schemes.
 */
export function parsePushHosts(value: string): string[] | string {
  const entries = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const name = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  const wrong = entries.filter((entry) => {
    const host = entry.startsWith('*.') ? entry.slice(2) : entry;
    return !name.test(host) || (entry.startsWith('*.') && host.split('.').length < 2);
  });
  if (entries.length === 0) return 'PUSH_HOSTS must name at least one push service (e.g. fcm.googleapis.com)';
  if (wrong.length > 0)
    return `PUSH_HOSTS must list host names or *.names separated by commas (e.g. *.push.apple.com,fcm.googleapis.com); not a host name: ${wrong.join(', ')}`;
  return entries;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** One address or CIDR range, IPv4 or IPv6 (`10.0.0.0/8`, `127.0.0.1`, `::1`, `fd00::/8`). */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const v4 = IPV4.exec(address);
  const isV6 = !v4 && /^[0-9a-f:.]+$/i.test(address) && address.includes(':');
  if (!v4 && !isV6) return false;
  if (v4 && v4.slice(1).some((octet) => Number(octet) > 255)) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (or empty) trusts no proxy; otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges. `true` is refused: it would trust every hop, so any client
 * could choose its own address with X-Forwarded-For. Returns the list, or a message.
 */
export function parseTrustProxy(value: string): string[] | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return [];
  if (trimmed === 'true') {
    return "TRUST_PROXY=true would trust every hop, so any client could pick its own address with X-Forwarded-For. Give your reverse proxy's addresses or CIDR ranges instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,127.0.0.1";
  }
  const entries = trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    return `TRUST_PROXY must list IP addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8,127.0.0.1); not an address: ${wrong.join(', ')}`;
  return entries;
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

/** PUBLIC_URL when it is https (push services accept no other URL), else a mailto: of the sender's address. */
/**
 * The translation service (decision 0077): TRANSLATE_PROVIDER chooses; unset, a TRANSLATE_BASE_URL
 * means LibreTranslate. Forti's provider translates only when asked by name (members' writing then
 * goes to that model's operator), and only when FORTI_BASE_URL is set.
 */
function translateConfig(e: z.infer<typeof EnvSchema>): AppConfig['translate'] {
  const provider = e.TRANSLATE_PROVIDER ?? (e.TRANSLATE_BASE_URL ? 'libretranslate' : 'none');
  const common = { timeoutMs: e.TRANSLATE_TIMEOUT_MS, perHour: e.TRANSLATE_PER_HOUR };
  if (provider === 'libretranslate' && e.TRANSLATE_BASE_URL)
    return {
      provider,
      baseUrl: e.TRANSLATE_BASE_URL.replace(/\/$/, ''),
      apiKey: e.TRANSLATE_API_KEY || undefined,
      ...common,
    };
  if (provider === 'forti' && e.FORTI_BASE_URL)
    return {
      provider,
      baseUrl: e.FORTI_BASE_URL.replace(/\/$/, ''),
      apiKey: e.FORTI_API_KEY,
      model: e.FORTI_MODEL,
      ...common,
    };
  return null;
}

function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://') && new URL(publicUrl).hostname !== 'localhost') return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PUSH_TEST_SERVICE_CERT && e.NODE_ENV !== 'test')
    throw new Error('Invalid configuration:\n  PUSH_TEST_SERVICE_CERT: only the test suite may set it (NODE_ENV=test)');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    siteName: e.SITE_NAME,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    publicUrlSet: Boolean(e.PUBLIC_URL),
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
    buildId: e.BUILD_ID ?? `start-${Date.now().toString(36)}`,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    authSecret: e.AUTH_SECRET,
    altcha: { enabled: e.ALTCHA === 'on', hmacKey: e.ALTCHA_HMAC_KEY || undefined },
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    jobs: e.JOBS ? e.JOBS === 'on' : e.NODE_ENV !== 'test',
    logLevel: e.LOG_LEVEL,
    signIn: { maxFailures: e.SIGNIN_MAX_FAILURES, failureWindowMinutes: e.SIGNIN_FAILURE_WINDOW_MINUTES },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    payments:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            provider: 'razorpay',
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
            sandboxAllowed: false,
          }
        : {
            provider: 'sandbox',
            apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
            sandboxAllowed: e.NODE_ENV !== 'production' || e.PAYMENTS_SANDBOX === 'true',
          },
    webhookRateLimitPerMinute: e.WEBHOOK_RATE_LIMIT_PER_MINUTE,
    ads:
      e.AD_CLIENT && Object.keys(parseSlots(e.AD_SLOTS)).length > 0
        ? { client: e.AD_CLIENT, slots: parseSlots(e.AD_SLOTS) }
        : null,
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
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY || undefined,
      privateKey: e.VAPID_PRIVATE_KEY || undefined,
      subject: e.VAPID_SUBJECT ?? vapidSubject(publicUrl, e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`),
    },
    push: { hosts: e.PUSH_HOSTS, testServiceCert: e.PUSH_TEST_SERVICE_CERT || null },
    translate: translateConfig(e),
    donors: { waveSize: e.DONOR_WAVE_SIZE, waveMinutes: e.DONOR_WAVE_MINUTES },
    transcribe: e.TRANSCRIBE_BASE_URL
      ? {
          baseUrl: e.TRANSCRIBE_BASE_URL.replace(/\/$/, ''),
          apiKey: e.TRANSCRIBE_API_KEY,
          model: e.TRANSCRIBE_MODEL,
          timeoutMs: e.TRANSCRIBE_TIMEOUT_MS,
        }
      : null,
  };
}
