import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { parseLiveStreamLimits, parseWriteLimits, type LiveStreamLimits, type WriteLimits } from './write-limits';
import { REPO_ROOT } from './paths';

export type NodeEnv = 'development' | 'production' | 'test';

/** Which peers may set X-Forwarded-*: none, all, the nearest N hops, or these addresses/CIDRs (fastify's trustProxy). */
export type TrustProxy = boolean | number | string[];

export type DatabaseConfig = { type: 'mysql'; url: string } | { type: 'sqlite'; path: string };

/**
 * Where uploaded files live: FILE_STORAGE=local (default, under UPLOAD_DIR) or s3 (S3_BUCKET, S3_REGION,
 * optional S3_ENDPOINT for an S3-compatible server and S3_PREFIX; credentials from the AWS SDK's default chain).
 */
export type FileStorageConfig =
  | { kind: 'local' }
  | { kind: 's3'; bucket: string; region: string; endpoint: string | null; prefix: string; forcePathStyle: boolean };

/**
 * Outgoing mail (the temporary password of /user/findpassword). With SMTP_HOST the mail goes through
 * that server; without it each message is written as an .eml file under `dir` (the embedded demo).
 */
export interface MailConfig {
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null } | null;
  from: string;
  /** MAIL_DIR, by default `mail` beside the embedded database file (var/mail with MySQL). */
  dir: string;
}

export interface AppConfigValues {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  database: DatabaseConfig;
  /**
   * MySQL only: DATABASE_CONNECT_TIMEOUT_MS (a new connection's handshake), DATABASE_ACQUIRE_TIMEOUT_MS
   * (waiting for a free pool connection) and DATABASE_QUERY_TIMEOUT_MS (one query, once the server
   * is up); a hung database then answers 503 within about their sum.
   */
  databaseTimeouts: DatabaseTimeouts;
  jwt: { secret: string; accessTtl: string; accessTtlSeconds: number };
  uploadDir: string;
  fileStorage: FileStorageConfig;
  webRoot: string;
  /** A remotes.json served at /remotes.json instead of the shell's own (remotes on other origins). */
  remotesManifest: string | null;
  /** Nest logger levels; false silences the logger. */
  logLevels: LogLevel[] | false;
  /** BENCH_BASELINE=1: mounts the benchmark's precomputed-JSON baseline route (npm run bench only). */
  benchBaseline: boolean;
  /** How long a public read answer may be reused (READ_CACHE_TTL_MS, default 30 s; 0 turns the cache off). */
  readCacheTtlMs: number;
  /** TRUST_PROXY: off unless a proxy (nginx) sits in front. */
  trustProxy: TrustProxy;
  /** CORS_ORIGINS: the only origins allowed to read answers and remote files cross-origin. */
  corsOrigins: string[];
  /** HSTS_MAX_AGE in seconds: HSTS on every answer, for a site served over HTTPS only; 0 (unset) sends none this way. */
  hstsMaxAge: number;
  /**
   * HSTS max-age for answers to requests that came over HTTPS (TLS here, or X-Forwarded-Proto from a
   * TRUST_PROXY peer): HSTS_MAX_AGE when set (0 turns HSTS off), otherwise 180 days.
   */
  httpsHstsMaxAge: number;
  /** Other origins the pages may load remote code from (REMOTES_MANIFEST's absolute URLs plus REMOTE_ORIGINS). */
  remoteOrigins: string[];
  /**
   * Password hashing (argon2id, 19 MiB each) at once and waiting: PASSWORD_HASH_CONCURRENCY
   * (default: the machine's cores) and PASSWORD_HASH_QUEUE (default 128 per slot); more get 503.
   */
  passwordHashing: { concurrency: number; maxQueue: number };
  /**
   * RECORD_SAVES_AT_ONCE: box-score saves worked on at once by this instance (2 on the embedded
   * database, whose transactions run one at a time anyway, where a save that would wait longer than
   * DATABASE_WRITE_QUEUE_MS gets 503 at once; 4 on MySQL, so that 6 of the pool's 10 connections
   * stay free for the public reads); more wait their turn.
   */
  recordSavesAtOnce: number;
  /**
   * REDIS_URL (redis:// or rediss://): with it, several API instances share read-cache invalidation,
   * login limits and live-score events through Redis; without it everything stays in this process.
   */
  redisUrl: string | null;
  /** WRITE_LIMITS: writes per member (or visitor's address) per minute and per day, by kind (common/rate-limit). */
  writeLimits: WriteLimits;
  /** LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_TOTAL: open live-score streams per client address and per instance. */
  liveStreams: LiveStreamLimits;
  mail: MailConfig;
}

/** Read once at boot (loadAppConfig) and provided to every module under this class as token. */
export class AppConfig implements AppConfigValues {
  readonly nodeEnv!: NodeEnv;
  readonly port!: number;
  readonly host!: string;
  readonly database!: DatabaseConfig;
  readonly databaseTimeouts!: DatabaseTimeouts;
  readonly jwt!: AppConfigValues['jwt'];
  readonly uploadDir!: string;
  readonly fileStorage!: FileStorageConfig;
  readonly webRoot!: string;
  readonly remotesManifest!: string | null;
  readonly logLevels!: LogLevel[] | false;
  readonly benchBaseline!: boolean;
  readonly readCacheTtlMs!: number;
  readonly trustProxy!: TrustProxy;
  readonly corsOrigins!: string[];
  readonly hstsMaxAge!: number;
  readonly httpsHstsMaxAge!: number;
  readonly remoteOrigins!: string[];
  readonly passwordHashing!: AppConfigValues['passwordHashing'];
  readonly recordSavesAtOnce!: number;
  readonly redisUrl!: string | null;
  readonly writeLimits!: WriteLimits;
  readonly liveStreams!: LiveStreamLimits;
  readonly mail!: MailConfig;

  constructor(values: AppConfigValues) {
    Object.assign(this, values);
    Object.freeze(this);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`환경 설정이 올바르지 않아 서버를 시작할 수 없습니다.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Secrets once written in this repository (the old development fallback): anyone could sign
 * tokens with them, so they are refused in every environment.
 */
export const PUBLISHED_JWT_SECRETS: readonly string[] = ['dugout-development-only-jwt-secret-not-for-production'];
const MIN_SECRET_LENGTH = 32;
const PLACEHOLDER_SECRET_PATTERN = /change-?me|changethis|placeholder|your[-_]?secret|^secret$|^(jwt[-_]?)?secret[-_]?key$/i;

/**
 * How long a MySQL connection, a free pool connection and one query may take (config:
 * DATABASE_*_TIMEOUT_MS), and how long a write on the embedded database may expect to wait for its
 * turn before it is refused with a 503 (DATABASE_WRITE_QUEUE_MS).
 */
export interface DatabaseTimeouts {
  connectMs: number;
  acquireMs: number;
  queryMs: number;
  writeQueueMs: number;
}

/** A hung MySQL server answers 503 within about 4 s: 3 s to connect or wait for a pool connection, 4 s for a query. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, acquireMs: 3_000, queryMs: 4_000, writeQueueMs: 1_500 };

/** HSTS max-age sent over HTTPS when HSTS_MAX_AGE is not set: 180 days. */
export const DEFAULT_HTTPS_HSTS_MAX_AGE = 180 * 86_400;

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const TTL_UNITS_IN_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

export interface LoadAppConfigOptions {
  /**
   * false for commands that never sign or check a token (import, backup, the TypeORM CLI): without
   * JWT_SECRET they get a random one that lives only in the process.
   */
  needsJwtSecret?: boolean;
}

/**
 * Reads and validates the whole configuration; throws one ConfigError listing every problem.
 * Relative paths are taken from the repository root, whatever the working directory.
 */
export function loadAppConfig(env: NodeJS.ProcessEnv, options: LoadAppConfigOptions = {}): AppConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };

  const nodeEnv = (value('NODE_ENV') ?? 'development') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) {
    problems.push(`NODE_ENV는 ${NODE_ENVS.join(', ')} 중 하나여야 합니다. (현재: ${nodeEnv})`);
  }

  const portText = value('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT는 1~65535 사이의 정수여야 합니다. (현재: ${portText})`);
  }

  const database = readDatabase(value('DATABASE_URL'), value('SQLITE_PATH'), problems);
  const databaseTimeouts: DatabaseTimeouts = {
    connectMs: readMilliseconds('DATABASE_CONNECT_TIMEOUT_MS', value('DATABASE_CONNECT_TIMEOUT_MS'), DEFAULT_DATABASE_TIMEOUTS.connectMs, problems),
    acquireMs: readMilliseconds('DATABASE_ACQUIRE_TIMEOUT_MS', value('DATABASE_ACQUIRE_TIMEOUT_MS'), DEFAULT_DATABASE_TIMEOUTS.acquireMs, problems),
    queryMs: readMilliseconds('DATABASE_QUERY_TIMEOUT_MS', value('DATABASE_QUERY_TIMEOUT_MS'), DEFAULT_DATABASE_TIMEOUTS.queryMs, problems),
    writeQueueMs: readMilliseconds('DATABASE_WRITE_QUEUE_MS', value('DATABASE_WRITE_QUEUE_MS'), DEFAULT_DATABASE_TIMEOUTS.writeQueueMs, problems),
  };
  const jwt = readJwt(value('JWT_SECRET'), options.needsJwtSecret ?? true, value('JWT_ACCESS_TTL') ?? '15m', problems);
  const logLevels = readLogLevels(value('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'error' : 'log'), problems);

  const readCacheTtlText = value('READ_CACHE_TTL_MS') ?? '30000';
  if (!/^\d+$/.test(readCacheTtlText)) {
    problems.push(`READ_CACHE_TTL_MS는 0 이상의 정수(밀리초)여야 합니다. (현재: ${readCacheTtlText})`);
  }

  const remotesManifestText = value('REMOTES_MANIFEST');
  const remotesManifest = remotesManifestText ? fromRepoRoot(remotesManifestText) : null;
  if (remotesManifest && !isFile(remotesManifest)) {
    problems.push(`REMOTES_MANIFEST 파일을 찾을 수 없습니다: ${remotesManifest}`);
  }
  const remoteOrigins = [
    ...(remotesManifest && isFile(remotesManifest) ? readManifestOrigins(remotesManifest, problems) : []),
    ...readOrigins('REMOTE_ORIGINS', value('REMOTE_ORIGINS'), problems),
  ];

  const trustProxy = readTrustProxy(value('TRUST_PROXY'), problems);
  const corsOrigins = readOrigins('CORS_ORIGINS', value('CORS_ORIGINS'), problems);
  const hstsSetting = value('HSTS_MAX_AGE');
  const hstsText = hstsSetting ?? '0';
  if (!/^\d+$/.test(hstsText)) {
    problems.push(`HSTS_MAX_AGE는 0 이상의 정수(초)여야 합니다. HTTPS로만 서비스할 때 31536000 같은 값을 씁니다. (현재: ${hstsText})`);
  }

  const fileStorage = readFileStorage(value, problems);
  const passwordHashing = readPasswordHashing(value('PASSWORD_HASH_CONCURRENCY'), value('PASSWORD_HASH_QUEUE'), problems);
  const recordSavesText = value('RECORD_SAVES_AT_ONCE');
  const recordSavesAtOnce = recordSavesText === undefined ? (database.type === 'mysql' ? 4 : 2) : Number(recordSavesText);
  if (recordSavesText !== undefined && (!/^\d+$/.test(recordSavesText) || recordSavesAtOnce < 1 || recordSavesAtOnce > 1000)) {
    problems.push(`RECORD_SAVES_AT_ONCE는 1부터 1000까지의 정수여야 합니다. (현재: ${recordSavesText})`);
  }
  const redisUrl = value('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    problems.push(`REDIS_URL은 redis:// 또는 rediss://로 시작하는 주소여야 합니다. (예: redis://127.0.0.1:6379)`);
  }

  const mail = readMail(value, database, problems);
  const writeLimits = parseWriteLimits(value('WRITE_LIMITS'), problems);
  const liveStreams = parseLiveStreamLimits(value('LIVE_STREAMS_PER_ADDRESS'), value('LIVE_STREAMS_TOTAL'), problems);

  if (problems.length > 0) {
    throw new ConfigError(problems);
  }

  return new AppConfig({
    nodeEnv,
    port,
    // Only this machine unless HOST says otherwise (the Docker image sets 0.0.0.0).
    host: value('HOST') ?? '127.0.0.1',
    database,
    databaseTimeouts,
    jwt,
    uploadDir: fromRepoRoot(value('UPLOAD_DIR') ?? 'var/upload'),
    fileStorage,
    webRoot: fromRepoRoot(value('WEB_ROOT') ?? '.'),
    remotesManifest,
    logLevels,
    benchBaseline: value('BENCH_BASELINE') === '1',
    readCacheTtlMs: Number(readCacheTtlText),
    trustProxy,
    corsOrigins,
    hstsMaxAge: Number(hstsText),
    httpsHstsMaxAge: hstsSetting === undefined ? DEFAULT_HTTPS_HSTS_MAX_AGE : Number(hstsText),
    remoteOrigins: [...new Set(remoteOrigins)],
    passwordHashing,
    recordSavesAtOnce,
    redisUrl,
    writeLimits,
    liveStreams,
    mail,
  });
}

function readMail(value: (name: string) => string | undefined, database: DatabaseConfig, problems: string[]): MailConfig {
  const host = value('SMTP_HOST') ?? null;
  const secureText = value('SMTP_SECURE') ?? 'false';
  if (!/^(true|false)$/i.test(secureText)) {
    problems.push(`SMTP_SECURE는 true(처음부터 TLS, 보통 465 포트) 또는 false(STARTTLS)여야 합니다. (현재: ${secureText})`);
  }
  const secure = /^true$/i.test(secureText);
  const portText = value('SMTP_PORT') ?? (secure ? '465' : '587');
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`SMTP_PORT는 1~65535 사이의 정수여야 합니다. (현재: ${portText})`);
  }
  const user = value('SMTP_USER') ?? null;
  const password = value('SMTP_PASSWORD') ?? null;
  if ((user === null) !== (password === null)) {
    problems.push('SMTP_USER와 SMTP_PASSWORD는 함께 설정하거나 둘 다 비워 두어야 합니다.');
  }
  if (host === null && ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD'].some((name) => value(name) !== undefined)) {
    problems.push('SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD를 쓰려면 SMTP_HOST(메일 서버 주소)도 설정해야 합니다.');
  }
  const from = value('MAIL_FROM') ?? '더그아웃 <no-reply@dugout.invalid>';
  if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(from)) {
    problems.push(`MAIL_FROM은 no-reply@example.com 또는 "더그아웃 <no-reply@example.com>" 형식이어야 합니다. (현재: ${from})`);
  }
  const mailDir = value('MAIL_DIR');
  const dir = mailDir ? fromRepoRoot(mailDir) : database.type === 'sqlite' ? path.join(path.dirname(database.path), 'mail') : fromRepoRoot('var/mail');
  return { smtp: host === null ? null : { host, port, secure, user, password }, from, dir };
}

function readFileStorage(value: (name: string) => string | undefined, problems: string[]): FileStorageConfig {
  const kind = value('FILE_STORAGE') ?? 'local';
  if (kind === 'local') {
    return { kind: 'local' };
  }
  if (kind !== 's3') {
    problems.push(`FILE_STORAGE는 local 또는 s3여야 합니다. (현재: ${kind})`);
    return { kind: 'local' };
  }
  const bucket = value('S3_BUCKET');
  const region = value('S3_REGION') ?? value('AWS_REGION');
  const endpoint = value('S3_ENDPOINT') ?? null;
  if (!bucket) {
    problems.push('FILE_STORAGE=s3이면 S3_BUCKET(버킷 이름)을 설정해야 합니다.');
  }
  if (!region) {
    problems.push('FILE_STORAGE=s3이면 S3_REGION(예: ap-northeast-2)을 설정해야 합니다.');
  }
  if (endpoint !== null && originOf(endpoint) === null) {
    problems.push(`S3_ENDPOINT는 http:// 또는 https://로 시작하는 주소여야 합니다. (현재: ${endpoint})`);
  }
  const prefix = (value('S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix)) {
    problems.push(`S3_PREFIX는 영문, 숫자, . _ - 와 / 로만 이루어져야 합니다. (현재: ${prefix})`);
  }
  return {
    kind: 's3',
    bucket: bucket ?? '',
    region: region ?? '',
    endpoint,
    prefix,
    // S3-compatible servers (MinIO and the like) usually want bucket-in-path addresses.
    forcePathStyle: (value('S3_FORCE_PATH_STYLE') ?? (endpoint ? 'true' : 'false')) === 'true',
  };
}

function readPasswordHashing(concurrencyText: string | undefined, queueText: string | undefined, problems: string[]): AppConfigValues['passwordHashing'] {
  const concurrency = concurrencyText === undefined ? os.availableParallelism() : Number(concurrencyText);
  if (concurrencyText !== undefined && (!/^\d+$/.test(concurrencyText) || concurrency < 1)) {
    problems.push(`PASSWORD_HASH_CONCURRENCY는 1 이상의 정수여야 합니다. (현재: ${concurrencyText})`);
  }
  // Room for a burst of a few hundred clients to wait (a few seconds at most) rather than bounce:
  // answering a shorter queue's overflow at once let retrying clients take the cores from the hashing.
  const maxQueue = queueText === undefined ? concurrency * 128 : Number(queueText);
  if (queueText !== undefined && !/^\d+$/.test(queueText)) {
    problems.push(`PASSWORD_HASH_QUEUE는 0 이상의 정수여야 합니다. (현재: ${queueText})`);
  }
  return { concurrency, maxQueue };
}

/** A timeout in milliseconds, at least 1 and at most 10 minutes. */
function readMilliseconds(name: string, text: string | undefined, fallback: number, problems: string[]): number {
  if (text === undefined) return fallback;
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms < 1 || ms > 600_000) {
    problems.push(`${name}는 1부터 600000까지의 정수(밀리초)여야 합니다. (현재: ${text})`);
    return fallback;
  }
  return ms;
}

/** TRUST_PROXY: true, false, a hop count, or a comma list of addresses, CIDR ranges and proxy-addr's named ranges. */
function readTrustProxy(text: string | undefined, problems: string[]): TrustProxy {
  if (text === undefined || /^(false|0|off|no)$/i.test(text)) {
    return false;
  }
  if (/^(true|on|yes)$/i.test(text)) {
    return true;
  }
  if (/^\d+$/.test(text)) {
    return Number(text);
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrCidr(entry));
  if (entries.length === 0 || invalid.length > 0) {
    problems.push(
      `TRUST_PROXY는 true, false, 프록시 단계 수(정수) 또는 쉼표로 나눈 IP 주소·CIDR(loopback, linklocal, uniquelocal 포함) 목록이어야 합니다. (잘못된 값: ${invalid.join(', ') || text})`,
    );
    return false;
  }
  return entries;
}

/** Named ranges fastify (proxy-addr) understands: 127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, private networks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) {
    return false;
  }
  if (bits === undefined) {
    return true;
  }
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** A comma list of origins (scheme://host[:port]), each normalised by URL. */
function readOrigins(name: string, text: string | undefined, problems: string[]): string[] {
  if (!text) {
    return [];
  }
  const origins: string[] = [];
  for (const entry of text.split(',').map((item) => item.trim()).filter(Boolean)) {
    const origin = /^[^/]+:\/\/[^/?#@]+\/?$/.test(entry) ? originOf(entry) : null;
    if (origin === null) {
      problems.push(`${name}의 각 항목은 https://example.com 처럼 경로 없는 출처(origin)여야 합니다. (잘못된 값: ${entry})`);
    } else {
      origins.push(origin);
    }
  }
  return origins;
}

/** The origins of a remotes manifest's absolute URLs; same-origin paths (/mf/...) add none. */
function readManifestOrigins(file: string, problems: string[]): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    problems.push(`REMOTES_MANIFEST 파일이 올바른 JSON이 아닙니다: ${file}`);
    return [];
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    problems.push(`REMOTES_MANIFEST는 { "리모트 이름": "mf-manifest.json 주소" } 형태의 JSON 객체여야 합니다: ${file}`);
    return [];
  }
  const origins: string[] = [];
  for (const [name, entry] of Object.entries(manifest)) {
    if (typeof entry !== 'string') {
      problems.push(`REMOTES_MANIFEST의 ${name} 항목은 주소 문자열이어야 합니다.`);
    } else if (/^[a-z][a-z\d+.-]*:/i.test(entry)) {
      const origin = originOf(entry);
      if (origin === null) {
        problems.push(`REMOTES_MANIFEST의 ${name} 주소는 http 또는 https 주소여야 합니다. (현재: ${entry})`);
      } else {
        origins.push(origin);
      }
    }
  }
  return origins;
}

function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function readDatabase(url: string | undefined, sqlitePath: string | undefined, problems: string[]): DatabaseConfig {
  if (!url) {
    return { type: 'sqlite', path: fromRepoRoot(sqlitePath ?? 'var/dugout.sqlite') };
  }
  const match = /^(mysql|mariadb):\/\/(.+)$/i.exec(url);
  if (!match) {
    problems.push('DATABASE_URL은 mysql://사용자:비밀번호@호스트:포트/데이터베이스 형식이어야 합니다.');
    return { type: 'mysql', url };
  }
  const normalized = `mysql://${match[2]}`;
  try {
    const parsed = new URL(normalized);
    if (!parsed.hostname || parsed.pathname.length <= 1) {
      problems.push('DATABASE_URL에 호스트와 데이터베이스 이름이 모두 있어야 합니다.');
    }
  } catch {
    problems.push('DATABASE_URL을 해석할 수 없습니다.');
  }
  return { type: 'mysql', url: normalized };
}

function readJwt(secret: string | undefined, needsSecret: boolean, accessTtl: string, problems: string[]): AppConfigValues['jwt'] {
  if (!secret) {
    if (needsSecret) {
      problems.push(
        'JWT_SECRET을 반드시 설정해야 합니다. npm start와 npm run dev는 var/jwt-secret에 임의의 값을 한 번 만들어 씁니다. 직접 실행할 때는 openssl rand -base64 48 같은 값을 쓰세요.',
      );
    }
  } else if (PUBLISHED_JWT_SECRETS.includes(secret) || PLACEHOLDER_SECRET_PATTERN.test(secret)) {
    problems.push('JWT_SECRET이 예시값이거나 저장소에 공개된 값이라 누구나 토큰을 위조할 수 있습니다. 추측할 수 없는 임의의 값으로 바꿔 주세요.');
  } else if (secret.length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET은 ${MIN_SECRET_LENGTH}자 이상이어야 합니다. (현재 ${secret.length}자)`);
  }

  const ttl = /^(\d+)([smhd])?$/.exec(accessTtl);
  const accessTtlSeconds = ttl ? Number(ttl[1]) * TTL_UNITS_IN_SECONDS[ttl[2] ?? 's'] : 0;
  if (accessTtlSeconds <= 0) {
    problems.push(`JWT_ACCESS_TTL은 15m, 1h, 900 같은 양의 시간이어야 합니다. (현재: ${accessTtl})`);
  }
  return { secret: secret ?? randomBytes(48).toString('base64url'), accessTtl, accessTtlSeconds };
}

function readLogLevels(level: string, problems: string[]): LogLevel[] | false {
  const normalized = level.toLowerCase() === 'info' ? 'log' : level.toLowerCase();
  if (normalized === 'silent' || normalized === 'off') {
    return false;
  }
  const index = LOG_LEVELS.indexOf(normalized as LogLevel);
  if (index < 0) {
    problems.push(`LOG_LEVEL은 silent, ${LOG_LEVELS.join(', ')} 중 하나여야 합니다. (현재: ${level})`);
    return false;
  }
  return LOG_LEVELS.slice(0, index + 1);
}

function fromRepoRoot(target: string): string {
  return path.resolve(REPO_ROOT, target);
}

function isFile(target: string): boolean {
  try {
    return fs.statSync(target).isFile();
  } catch {
    return false;
  }
}
