import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { passwordLength, passwordMaxLength, passwordMinLength } from '../src/domain/auth/password-rules';
import type { MailSettings } from './services/mail/mail-settings';
import type { SsoSettings } from './services/sso/sso-settings';
import { keepAliveIntervalMs } from '../src/domain/auth/account-constants';
import { defaultAccessTokenSeconds, defaultRefreshTokenSeconds, defaultSessionLifetimeSeconds } from '../src/domain/auth/session-lifetime';

/**
 * Fallback when BODY_LIMIT is unset: the largest JSON body of a bulk write call (ASVS 12.1.1). A
 * whole 10,000-point project tree with 100,000 layers (SetProjectWithChilds) measures 38 MB, a
 * multi-edit of 100,000 layers (SetLayers) 9 MB: 64 MiB leaves room for fuller rows. Every other
 * call takes far less (server/body-limits.ts).
 */
export const defaultBulkBodyLimit = 64 * 1024 * 1024;

/** How long the audit trail of sign-ins keeps an event by default (ASVS 7.1.3): a year. */
const defaultAuditRetentionDays = 365;

const defaultClientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A PostgreSQL identifier we accept for DATABASE_SCHEMA: it goes into search_path unquoted. */
const schemaName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'use lower-case letters, digits and _' });

const environmentSchema = z.object({
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' }).optional(),
  DATABASE_SCHEMA: schemaName.optional(),
  BODY_LIMIT: integer(1024, 2 ** 31).default(defaultBulkBodyLimit),
  DEMO_USERNAME: z.string().trim().min(1).max(100).default('demo'),
  // The length rules here; the list of common passwords is checked when the account is made.
  DEMO_PASSWORD: z.string()
    .refine((value) => value.trim() !== '' && passwordLength(value) >= passwordMinLength, { error: `must have at least ${passwordMinLength} characters` })
    .refine((value) => passwordLength(value) <= passwordMaxLength, { error: `must have at most ${passwordMaxLength} characters` })
    .optional(),
  DEMO_LICENCE: integer(1, 2147483647).default(1000),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  TOKEN_TTL: integer(10, 24 * 3600).default(defaultAccessTokenSeconds),
  REFRESH_TOKEN_TTL: integer(60, 31 * 24 * 3600).default(defaultRefreshTokenSeconds),
  SESSION_LIFETIME: integer(60, 31 * 24 * 3600).default(defaultSessionLifetimeSeconds),
  AUDIT_RETENTION_DAYS: integer(1, 36500).default(defaultAuditRetentionDays),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIR: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT: integer(1, 600).default(15),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).optional(),
  SMTP_HOST: z.string().min(1).max(255).optional(),
  SMTP_PORT: integer(1, 65535).default(587),
  SMTP_FROM: z.string().min(3).max(320).default('fieldwork@localhost'),
  SMTP_SECURE: z.enum(['0', '1', 'true', 'false']).optional(),
  SMTP_USER: z.string().min(1).max(320).optional(),
  SMTP_PASSWORD: z.string().min(1).max(1000).optional(),
  BRO_API_URL: z.url({ protocol: /^https?$/ }).max(500).optional(),
  SIKB_XSD_DIR: z.string().min(1).optional(),
  LAB_IMPORT_DIR: z.string().min(1).optional(),
  LAB_IMPORT_INTERVAL: integer(1, 86400).default(60),
  LAB_IMPORT_SETTLE: integer(0, 3600).default(5),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_NAME: z.string().trim().min(1).max(60).default('Single sign-on'),
  OIDC_SCOPES: z.string().trim().min(6).max(500).default('openid email profile'),
  OIDC_ALLOW_HTTP: z.enum(['0', '1', 'true', 'false']).optional(),
  NEWS_FEED_URL: z.url({ protocol: /^https?$/ }).optional(),
  KEEP_ALIVE_SECONDS: integer(1, 3600).default(keepAliveIntervalMs / 1000),
});

/** Everything the server reads from the environment (ASVS chapters 2, 3 and 7 for the sign-in settings). */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded SQLite file; used when databaseUrl is absent. */
  dataDir: string;
  /** Folder of the media files and their thumbnails (MEDIA_DIR; default DATA_DIR/media); the database keeps their metadata. */
  mediaDir: string;
  /** PostgreSQL instead of SQLite when set. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema put first on search_path (tests give each run its own). */
  databaseSchema: string | undefined;
  /** Largest body of a bulk write call in bytes (BODY_LIMIT); other calls have fixed, smaller limits. */
  bodyLimit: number;
  demo: {
    username: string;
    password: string;
    /** True when DEMO_PASSWORD was unset and the password was drawn at random (then it is printed once). */
    passwordGenerated: boolean;
    licenceNumber: number;
    /** SEED_DEMO: true/false forces it; undefined seeds an empty SQLite database only. */
    seed: boolean | undefined;
  };
  /** Access-token lifetime in seconds (default 15 minutes). */
  tokenTtl: number;
  /** Refresh-token lifetime in seconds: a session unused this long ends (default 12 hours). */
  refreshTokenTtl: number;
  /** Absolute session lifetime in seconds: sign in again after this, however active (ASVS 3.3.2; default 12 hours). */
  sessionLifetime: number;
  /** Days the audit trail keeps an authentication event (default 365). */
  auditRetentionDays: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Built client (vite build output) served under /Web/. */
  clientDir: string;
  /** Seconds graceful shutdown waits for in-flight calls before giving up. */
  shutdownTimeout: number;
  /**
   * TRUST_PROXY=1 behind a reverse proxy: the client address (for the sign-in throttle and the audit
   * trail) comes from X-Forwarded-For and the scheme (for HSTS and Secure cookies) from X-Forwarded-Proto.
   */
  trustProxy: boolean;
  /** Outgoing mail (SMTP_*): orders to labs and shared exports (spec 02 section 2). */
  mail: MailSettings;
  /** The folder of the SIKB0101 XSDs a lab order is checked against before it is sent (SIKB_XSD_DIR); undefined: looked up (README). */
  sikbXsdDir: string | undefined;
  /** The public BRO API the pre-export BRO ID check asks (BRO_API_URL; spec 02 section 4); undefined: the public one. */
  broApiUrl: string | undefined;
  /** The lab result importer (LAB_IMPORT_*, spec 02 section 2): where deliveries arrive and how often it looks. */
  labImport: LabImportSettings;
  /** The origin browsers reach the server at (PUBLIC_URL), for links in invitations and the sign-on callback; else the request's own. */
  publicUrl: string | undefined;
  /** Single sign-on with OpenID Connect (OIDC_*); undefined when OIDC_ISSUER or OIDC_CLIENT_ID is unset. */
  sso: SsoSettings | undefined;
  /** Seconds between the browser's keep-alives (spec 02 section 9: 30); a session without one for three intervals frees its seat. */
  keepAliveSeconds: number;
  /** The public posts list the news reads (NEWS_FEED_URL, spec 02 section 7); none: 'no news items'. */
  newsFeedUrl: string | undefined;
}

/** The lab result importer's settings (README, 'Lab result importer'). */
export interface LabImportSettings {
  /** Folder holding one folder per licence number (`<dir>/1000/`); undefined: only uploads are imported. */
  dir: string | undefined;
  /** Seconds between two checks of the folders. */
  intervalSeconds: number;
  /** Seconds a file must be left unchanged before it is taken, so a file still being copied is never half read. */
  settleSeconds: number;
}

/** A random demo password (20 characters) that cannot contain the user name (a password rule). */
function randomDemoPassword(username: string): string {
  for (;;) {
    const password = randomBytes(15).toString('base64url');
    if (!password.toLowerCase().includes(username.trim().toLowerCase())) return password;
  }
}

/** Thrown when the environment holds a value we cannot use; the message names every bad variable. */
export class ConfigError extends Error {}

/** Reads and checks the environment; empty variables count as unset. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    mediaDir: resolve(env.MEDIA_DIR ?? join(env.DATA_DIR, 'media')),
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    bodyLimit: env.BODY_LIMIT,
    demo: {
      username: env.DEMO_USERNAME,
      password: env.DEMO_PASSWORD ?? randomDemoPassword(env.DEMO_USERNAME),
      passwordGenerated: env.DEMO_PASSWORD === undefined,
      licenceNumber: env.DEMO_LICENCE,
      seed: env.SEED_DEMO === undefined ? undefined : env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    },
    tokenTtl: env.TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    sessionLifetime: env.SESSION_LIFETIME,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    logLevel: env.LOG_LEVEL,
    clientDir: env.CLIENT_DIR ? resolve(env.CLIENT_DIR) : defaultClientDir,
    shutdownTimeout: env.SHUTDOWN_TIMEOUT,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    mail: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      from: env.SMTP_FROM,
      secure: env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true',
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
    },
    broApiUrl: env.BRO_API_URL,
    sikbXsdDir: env.SIKB_XSD_DIR ? resolve(env.SIKB_XSD_DIR) : undefined,
    labImport: {
      dir: env.LAB_IMPORT_DIR ? resolve(env.LAB_IMPORT_DIR) : undefined,
      intervalSeconds: env.LAB_IMPORT_INTERVAL,
      settleSeconds: env.LAB_IMPORT_SETTLE,
    },
    keepAliveSeconds: env.KEEP_ALIVE_SECONDS,
    newsFeedUrl: env.NEWS_FEED_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    sso: env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      name: env.OIDC_NAME,
      scopes: env.OIDC_SCOPES,
      allowHttp: env.OIDC_ALLOW_HTTP === '1' || env.OIDC_ALLOW_HTTP === 'true',
    } : undefined,
  };
}
