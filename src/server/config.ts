import path from 'node:path';
import { z } from 'zod';
import { sayText } from '../shared/i18n/say-message.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** A comma-separated list of origins (`https://desa.example`), each matching `pattern`; empty: none. */
function originList(pattern: RegExp) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(pattern, 'must list origins like https://desa.example, comma-separated')));
}

/**
 * Requests in flight an allowance holds before the next gets 503: set from `npm run bench`'s 3x saturation
 * (decision 0049). Past it a request would only wait behind the others, beyond what a resident waits.
 */
export const DEFAULT_MAX_IN_FLIGHT = 12;

const configSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1024).optional(),
  SEED_DEMO: flag.default(true),
  TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  // Imagery services often order their template {z}/{y}/{x} (Esri's World Imagery does).
  TILE_URL_SATELLITE: z
    .string()
    .regex(
      /^https?:\/\/(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})/,
      'must be an http(s) URL template with {z}, {x} and {y}',
    )
    .optional(),
  TILE_URL_SATELLITE_ATTRIBUTION: z.string().default(''),
  MAX_UPLOAD_MB: z.coerce.number({ error: 'must be a number' }).positive().max(100).default(5),
  STORAGE_QUOTA_MB: z.coerce.number({ error: 'must be a number of MB (0: no limit)' }).min(0).default(1024),
  AUDIT_KEEP_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1)
    .optional(),
  CORS_ORIGINS: originList(/^https?:\/\/[^/]+$/),
  // No space, ';', ',' or quote: each origin is written into the Content-Security-Policy as it is.
  EMBED_ORIGINS: originList(/^https?:\/\/[^/\s;,']+$/),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number' }).min(0).default(1000),
  OVERLOAD_MAX_HEAP_MB: z.coerce.number({ error: 'must be a number' }).min(0).optional(),
  OVERLOAD_MAX_RSS_MB: z.coerce.number({ error: 'must be a number' }).min(0).default(0),
  OVERLOAD_MAX_IN_FLIGHT: z.coerce
    .number({ error: 'must be a number of requests (0: no bound)' })
    .int('must be a whole number of requests')
    .min(0)
    .default(DEFAULT_MAX_IN_FLIGHT),
  TRUST_PROXY: z.coerce
    .number({ error: 'must be the number of proxies in front of the server (0: none, 1: one nginx)' })
    .int('must be a whole number')
    .min(0)
    .max(10)
    .default(0),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+$/, "must be the site's origin, like https://desa.example (no path)")
    .optional(),
  PUBLIC_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/,
            'must list host names like desa.example,www.desa.example (a port may follow: desa.example:8080)',
          ),
      ),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** `localhost`, 127.x.x.x and ::1: a server listening only there is reached from this machine alone. */
function isLoopback(host: string): boolean {
  return (
    host === 'localhost' ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    /^\[?::1\]?$/.test(host) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(host)
  );
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir/db`. `memory://` is an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  tileUrl: string;
  tileAttribution: string;
  /** A second basemap residents may switch to (a satellite picture); undefined: the map offers no choice. */
  tileUrlSatellite: string | undefined;
  tileAttributionSatellite: string;
  maxUploadBytes: number;
  /**
   * What a village may store: its images (those of records in Recently deleted too) and its audit log. A
   * write that would pass it is refused with 422 (decision 0029). Null: no limit.
   */
  storageQuotaBytes: number | null;
  /** Audit entries older than this many days are removed by the hourly cleanup; undefined: kept for good. */
  auditKeepDays: number | undefined;
  /** Origins of external REST consumers allowed to call the API from a browser; empty: none. */
  corsOrigins: string[];
  /**
   * The sites whose pages may frame the embeddable map (`/embed`); empty: any site may (the embed has no
   * signed-in actions). Every other page may be framed by none.
   */
  embedOrigins: string[];
  /** Past these the server answers 503 with Retry-After (0: that check is off). */
  overloadMaxEventLoopDelayMs: number;
  /** Unset: 90% of Node's heap limit. */
  overloadMaxHeapMb: number | undefined;
  overloadMaxRssMb: number;
  /**
   * Requests in flight past which a new one gets 503 at once, counted apart for the public read and for the
   * rest (http/in-flight.ts); 0: no bound.
   */
  overloadMaxInFlight: number;
  /**
   * How many reverse proxies stand in front (0: none). Only then are X-Forwarded-For and X-Forwarded-Proto
   * believed, and only as far as that many hops: the address a proxy saw, never one a client wrote itself.
   */
  trustProxy: number;
  /**
   * Where residents reach the site (https://desa.example): link previews and OGC links name it. Unset: the
   * request's own scheme and Host, which a shared cache in front would key wrongly, hence the setting.
   */
  publicUrl: string | undefined;
  /**
   * The host names the site answers to (`desa.example`, `www.desa.example:8080`), lowercase. Without
   * PUBLIC_URL, an absolute link names the request's Host when it is one of these and the first one
   * otherwise, so a forged Host is never written into a page or a shared cache.
   */
  publicHosts: string[];
  /**
   * Reached by others than this machine: HOST is not a loopback address, or a proxy stands in front
   * (TRUST_PROXY). With neither PUBLIC_URL nor PUBLIC_HOSTS, such a server refuses (400) what needs an
   * absolute link instead of reflecting the request's Host; a loopback server (development) reflects it.
   */
  production: boolean;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** Built client files; absent in tests and in `npm run dev`. */
  clientDir: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const blankAsUnset = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${String(issue.path[0])}: ${sayText(issue.message, 'standar')}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return Object.freeze({
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    adminPassword: value.ADMIN_PASSWORD,
    seedDemo: value.SEED_DEMO,
    tileUrl: value.TILE_URL,
    tileAttribution: value.TILE_ATTRIBUTION,
    tileUrlSatellite: value.TILE_URL_SATELLITE,
    tileAttributionSatellite: value.TILE_URL_SATELLITE_ATTRIBUTION,
    maxUploadBytes: Math.round(value.MAX_UPLOAD_MB * 1024 * 1024),
    storageQuotaBytes: value.STORAGE_QUOTA_MB > 0 ? Math.round(value.STORAGE_QUOTA_MB * 1024 * 1024) : null,
    auditKeepDays: value.AUDIT_KEEP_DAYS,
    corsOrigins: value.CORS_ORIGINS,
    embedOrigins: value.EMBED_ORIGINS,
    overloadMaxEventLoopDelayMs: value.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    overloadMaxHeapMb: value.OVERLOAD_MAX_HEAP_MB,
    overloadMaxRssMb: value.OVERLOAD_MAX_RSS_MB,
    overloadMaxInFlight: value.OVERLOAD_MAX_IN_FLIGHT,
    trustProxy: value.TRUST_PROXY,
    publicUrl: value.PUBLIC_URL,
    publicHosts: value.PUBLIC_HOSTS,
    production: !isLoopback(value.HOST) || value.TRUST_PROXY > 0,
    logLevel: value.LOG_LEVEL,
    clientDir: undefined,
    ...overrides,
  });
}

/** Every basemap template the site may load tiles from (the Content-Security-Policy allows their hosts). */
export function configuredTileUrls(config: Pick<Config, 'tileUrl' | 'tileUrlSatellite'>): string[] {
  return config.tileUrlSatellite ? [config.tileUrl, config.tileUrlSatellite] : [config.tileUrl];
}
