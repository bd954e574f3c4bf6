/**
 * The one typed site configuration: every brand word and host comes from here.
 * Environment variables with demo defaults, validated with zod; a bad value throws an error that
 * names the variable.
 */
import { z } from 'zod';

/** Unset and empty mean the same: the default applies. */
const unset = (value: unknown): unknown => (value === '' ? undefined : value);

const notBlank = () => z.string().trim().min(1, { error: 'must not be blank' });
const text = (fallback: string) => z.preprocess(unset, notBlank().default(fallback));
const optionalText = () => z.preprocess(unset, notBlank().optional());
const url = () => z.url({ error: 'must be an absolute URL' });
const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** Origins and endpoints are kept without a trailing slash so that paths join with a single '/'. */
const withoutTrailingSlash = (value: string): string => value.replace(/\/+$/, '');
const optionalHttpUrl = () => z.preprocess(unset, httpUrl().transform(withoutTrailingSlash).optional());
const optionalUrl = () => z.preprocess(unset, url().optional());

const emailList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter((item) => item !== ''))
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })));

/** A whole number from `min` to `max`, with one message for every way it can be wrong. */
const wholeNumber = (error: string, min: number, max: number) =>
  z.coerce.number({ error }).int({ error }).min(min, { error: `${error} from ${min}` }).max(max, { error: `${error} up to ${max}` });

/** One IPv4 or IPv6 address, or a CIDR range of them (`10.0.0.0/8`, `fd00::/8`). */
const proxyEntry = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * `TRUSTED_PROXIES`: the addresses (or CIDR ranges) of the site's own proxies, comma-separated.
 * A count of proxies (the old form, `1`) is refused: it let any client that reached the site
 * directly name its own address.
 */
const proxyList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter((item) => item !== ''))
  .superRefine((entries, context) => {
    for (const entry of entries) {
      if (/^\d+$/.test(entry)) context.addIssue({ code: 'custom', message: 'must list the proxies’ addresses (e.g. 127.0.0.1, 10.0.0.0/8), not a count' });
      else if (!proxyEntry.safeParse(entry).success) context.addIssue({ code: 'custom', message: `${JSON.stringify(entry)} is not an IP address or CIDR range` });
    }
  });

const DURATION_UNITS_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `COUNT/DURATION`, e.g. `10/10m`: at most COUNT submissions per client address per DURATION. */
const rateLimit = z
  .string()
  .transform((value, ctx) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(value);
    const limit = Number(match?.[1]);
    const windowMs = Number(match?.[2]) * (DURATION_UNITS_MS[match?.[3] ?? ''] ?? 0);
    if (match && limit >= 1 && windowMs >= 1) return { limit, windowMs };
    ctx.addIssue({ code: 'custom', message: 'must be COUNT/DURATION, e.g. 10/10m (units ms, s, m, h)' });
    return z.NEVER;
  });

/** The stores the forms support: PostgreSQL, or SQLite at a `file:` path. */
const databaseUrl = () =>
  z.preprocess(unset, url().refine((value) => /^(postgres|postgresql|file):/i.test(value), { error: 'must be a postgres:// URL or a file: path to a SQLite database' }).optional());

/** Keyed by the environment variable names, so that an issue's path is the variable's name. */
const envSchema = z.object({
  SITE_BRAND: text('Larkspur'),
  SITE_COMPANY: text('Larkspur Logistics'),
  SITE_PORTAL: text('Larkspur Plus'),
  PUBLIC_SITE_URL: z.preprocess(unset, httpUrl().transform(withoutTrailingSlash).optional()),
  /** The port the site runs on (`next start` sets it, as does `-p`): the default public host's. */
  PORT: z.preprocess(unset, z.coerce.number({ error: 'must be a port number' }).int({ error: 'must be a port number' }).min(1, { error: 'must be a port number' }).max(65535, { error: 'must be a port number' }).default(3000)),
  CMS_MEDIA_URL: optionalHttpUrl(),
  CMS_GRAPHQL_URL: optionalHttpUrl(),
  CMS_BLOCKS: z.preprocess(unset, z.enum(['content-blocks', 'gutenberg'], { error: "must be 'content-blocks' or 'gutenberg'" }).default('content-blocks')),
  CMS_TIMEOUT_MS: z.preprocess(unset, wholeNumber('must be a number of milliseconds', 100, 600_000).default(15_000)),
  CMS_CONCURRENCY: z.preprocess(unset, wholeNumber('must be a whole number of requests', 1, 64).default(4)),
  CMS_RETRIES: z.preprocess(unset, wholeNumber('must be a whole number of retries', 0, 10).default(2)),
  SEARCH_API_URL: optionalHttpUrl(),
  PDF_SERVICE_URL: optionalHttpUrl(),
  PDF_SERVICE_TOKEN: optionalText(),
  REVALIDATE_SECRET: optionalText(),
  SMTP_URL: optionalUrl(),
  DATABASE_URL: databaseUrl(),
  REDIS_URL: optionalUrl(),
  REDIS_PREFIX: z.preprocess(unset, z.string().regex(/^[\x21-\x7e]{1,64}$/, { error: 'must be 1 to 64 visible ASCII characters, e.g. larkspur:' }).default('larkspur:')),
  TRUSTED_PROXIES: z.preprocess(unset, proxyList.default([])),
  FORMS_NOTIFY_TO: z.preprocess(unset, emailList.optional()),
  FORMS_MAIL_FROM: z.preprocess(unset, z.email({ error: 'must be an email address' }).optional()),
  FORMS_SECRET: z.preprocess(unset, z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  FORMS_MIN_FILL_SECONDS: z.preprocess(unset, z.coerce.number({ error: 'must be a number of seconds' }).min(0, { error: 'must be a number of seconds' }).max(3600, { error: 'must be at most 3600' }).default(3)),
  FORMS_RATE_LIMIT: z.preprocess(unset, rateLimit.default({ limit: 10, windowMs: 600_000 })),
  COPYRIGHT_YEAR: z.preprocess(unset, z.coerce.number({ error: 'must be a year' }).int({ error: 'must be a year' }).min(1900, { error: 'must be a year' }).max(9999, { error: 'must be a year' }).default(2024)),
  BLOCK_CATALOGUE: z.preprocess(unset, z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('off')),
});

type Env = z.output<typeof envSchema>;
/** Never echoed in an error message: they may hold credentials. */
const SECRET_KEYS: ReadonlySet<string> = new Set(['PDF_SERVICE_TOKEN', 'REVALIDATE_SECRET', 'SMTP_URL', 'DATABASE_URL', 'REDIS_URL', 'FORMS_SECRET']);
const ENV_KEYS = Object.keys(envSchema.shape) as Array<keyof Env>;

/** The site configuration. Optional services are `undefined` when their variable is unset. */
export interface SiteConfig {
  readonly brand: string;
  readonly company: string;
  readonly portal: string;
  /**
   * This site's public origin, without a trailing slash, e.g. `https://www.larkspur.com`; by
   * default `http://localhost:{PORT}`, the port the site runs on.
   */
  readonly publicSiteUrl: string;
  readonly cmsMediaUrl: string | undefined;
  /** A WPGraphQL endpoint; `undefined` runs the embedded CMS over `content/`. */
  readonly cmsGraphqlUrl: string | undefined;
  /** The WordPress block plugin the page queries read: wp-graphql-content-blocks (`editorBlocks`) or wp-graphql-gutenberg (`blocks`). */
  readonly cmsBlocks: 'content-blocks' | 'gutenberg';
  /** How long one CMS request may take before it is abandoned (and retried). */
  readonly cmsTimeoutMs: number;
  /** How many requests the site sends the CMS at once; the rest wait their turn. */
  readonly cmsConcurrency: number;
  /** How often a request is sent again after a timeout, no answer or a 5xx, with growing pauses. */
  readonly cmsRetries: number;
  readonly searchApiUrl: string | undefined;
  readonly pdfServiceUrl: string | undefined;
  readonly pdfServiceToken: string | undefined;
  readonly revalidateSecret: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /** Prepended to every Redis key (rate limits, the page cache), so several sites can share one Redis. */
  readonly redisPrefix: string;
  /**
   * The addresses and CIDR ranges of the site's own proxies: X-Forwarded-For counts only on a
   * connection from one of them (site/server/client-address.ts). Empty by default: the client is
   * the connection's own address.
   */
  readonly trustedProxies: readonly string[];
  /** Where form notifications go; empty when unset. */
  readonly formsNotifyTo: readonly string[];
  /** The sender of form notifications; `forms@{public host}` when unset. */
  readonly formsMailFrom: string | undefined;
  /** Signs the forms' fill-time tokens; when unset, a secret is generated once and kept in the submission store. */
  readonly formsSecret: string | undefined;
  /** How long a form must have been open before it may be sent (bots are faster). */
  readonly formsMinFillSeconds: number;
  /** Submissions per client address per window, across the four forms. */
  readonly formsRateLimit: { readonly limit: number; readonly windowMs: number };
  readonly copyrightYear: number;
  /**
   * Whether a production build serves the block catalogue at /blocks/ (`next dev` always does).
   * Off by default: it shows every fixture as the CMS could send it (headings of every level, links
   * to pages that exist only in fixtures), which is a tool for developers and editors, not a page
   * for visitors.
   */
  readonly blockCatalogue: boolean;
}

/** Thrown for a bad environment: one `VARIABLE: problem` line per issue. */
export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
}

function toConfig(env: Env): SiteConfig {
  return {
    brand: env.SITE_BRAND,
    company: env.SITE_COMPANY,
    portal: env.SITE_PORTAL,
    publicSiteUrl: env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`,
    cmsMediaUrl: env.CMS_MEDIA_URL,
    cmsGraphqlUrl: env.CMS_GRAPHQL_URL,
    cmsBlocks: env.CMS_BLOCKS,
    cmsTimeoutMs: env.CMS_TIMEOUT_MS,
    cmsConcurrency: env.CMS_CONCURRENCY,
    cmsRetries: env.CMS_RETRIES,
    searchApiUrl: env.SEARCH_API_URL,
    pdfServiceUrl: env.PDF_SERVICE_URL,
    pdfServiceToken: env.PDF_SERVICE_TOKEN,
    revalidateSecret: env.REVALIDATE_SECRET,
    smtpUrl: env.SMTP_URL,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    trustedProxies: env.TRUSTED_PROXIES,
    formsNotifyTo: env.FORMS_NOTIFY_TO ?? [],
    formsMailFrom: env.FORMS_MAIL_FROM,
    formsSecret: env.FORMS_SECRET,
    formsMinFillSeconds: env.FORMS_MIN_FILL_SECONDS,
    formsRateLimit: env.FORMS_RATE_LIMIT,
    copyrightYear: env.COPYRIGHT_YEAR,
    blockCatalogue: env.BLOCK_CATALOGUE === 'on',
  };
}

/**
 * How long a build may spend on one page, in seconds: three CMS requests one after another, each
 * given all its attempts (`CMS_TIMEOUT_MS` each) and the pauses between them, and never less than
 * Next's own 60 s. A page that waits on a slow WordPress is the CMS client's to give up on; were
 * Next to give up first, a page the client would still have got fails the build.
 */
/** The first pause before a CMS request is sent again; each further one doubles. */
export const CMS_RETRY_PAUSE_MS = 250;

export function pageBuildTimeoutSeconds(config: Pick<SiteConfig, 'cmsTimeoutMs' | 'cmsRetries'>): number {
  const attempts = config.cmsRetries + 1;
  const pausesMs = CMS_RETRY_PAUSE_MS * (2 ** config.cmsRetries - 1);
  return Math.max(60, Math.ceil((3 * (attempts * config.cmsTimeoutMs + pausesMs)) / 1000));
}

/** Parses a configuration from an environment (exported for tests and scripts). */
export function parseSiteConfig(source: Readonly<Record<string, string | undefined>>): SiteConfig {
  const result = envSchema.safeParse(Object.fromEntries(ENV_KEYS.map((key) => [key, source[key]])));
  if (result.success) return Object.freeze(toConfig(result.data));
  const lines = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const got = key === '' || SECRET_KEYS.has(key) ? '' : ` (got ${JSON.stringify(source[key])})`;
    return `${key}: ${issue.message}${got}`;
  });
  throw new SiteConfigError(`Invalid site configuration:\n${lines.join('\n')}`);
}

let last: { key: string; config: SiteConfig } | undefined;

/** The configuration from `process.env`, read on every call; parsing is skipped while it is unchanged. */
export function getSiteConfig(): SiteConfig {
  const key = JSON.stringify(ENV_KEYS.map((name) => process.env[name] ?? null));
  if (last?.key !== key) last = { key, config: parseSiteConfig(process.env) };
  return last.config;
}
