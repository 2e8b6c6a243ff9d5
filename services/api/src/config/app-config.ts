import fs from 'node:fs';
import path from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { REPO_ROOT } from './paths';

export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig = { type: 'mysql'; url: string } | { type: 'sqlite'; path: string };

export interface AppConfigValues {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  database: DatabaseConfig;
  jwt: { secret: string; accessTtl: string; accessTtlSeconds: number };
  uploadDir: string;
  webRoot: string;
  /** A remotes.json served at /remotes.json instead of the shell's own (remotes on other origins). */
  remotesManifest: string | null;
  /** Nest logger levels; false silences the logger. */
  logLevels: LogLevel[] | false;
  /** BENCH_BASELINE=1: mounts the benchmark's precomputed-JSON baseline route (npm run bench only). */
  benchBaseline: boolean;
  /** How long a public read answer may be reused (READ_CACHE_TTL_MS, default 30 s; 0 turns the cache off). */
  readCacheTtlMs: number;
}

/** Read once at boot (loadAppConfig) and provided to every module under this class as token. */
export class AppConfig implements AppConfigValues {
  readonly nodeEnv!: NodeEnv;
  readonly port!: number;
  readonly host!: string;
  readonly database!: DatabaseConfig;
  readonly jwt!: AppConfigValues['jwt'];
  readonly uploadDir!: string;
  readonly webRoot!: string;
  readonly remotesManifest!: string | null;
  readonly logLevels!: LogLevel[] | false;
  readonly benchBaseline!: boolean;
  readonly readCacheTtlMs!: number;

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

/** Only for development and tests; production refuses it. */
export const DEV_JWT_SECRET = 'dugout-development-only-jwt-secret-not-for-production';
const MIN_PRODUCTION_SECRET_LENGTH = 32;
const PLACEHOLDER_SECRET_PATTERN = /change-?me|changethis|placeholder|your[-_]?secret|^secret$|^(jwt[-_]?)?secret[-_]?key$/i;

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const TTL_UNITS_IN_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/**
 * Reads and validates the whole configuration; throws one ConfigError listing every problem.
 * Relative paths are taken from the repository root, whatever the working directory.
 */
export function loadAppConfig(env: NodeJS.ProcessEnv): AppConfig {
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
  const jwt = readJwt(nodeEnv, value('JWT_SECRET'), value('JWT_ACCESS_TTL') ?? '15m', problems);
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

  if (problems.length > 0) {
    throw new ConfigError(problems);
  }

  return new AppConfig({
    nodeEnv,
    port,
    host: value('HOST') ?? '0.0.0.0',
    database,
    jwt,
    uploadDir: fromRepoRoot(value('UPLOAD_DIR') ?? 'var/upload'),
    webRoot: fromRepoRoot(value('WEB_ROOT') ?? '.'),
    remotesManifest,
    logLevels,
    benchBaseline: value('BENCH_BASELINE') === '1',
    readCacheTtlMs: Number(readCacheTtlText),
  });
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

function readJwt(nodeEnv: NodeEnv, secret: string | undefined, accessTtl: string, problems: string[]): AppConfigValues['jwt'] {
  if (nodeEnv === 'production') {
    if (!secret) {
      problems.push('운영 환경(NODE_ENV=production)에서는 JWT_SECRET을 반드시 설정해야 합니다.');
    } else if (secret === DEV_JWT_SECRET || PLACEHOLDER_SECRET_PATTERN.test(secret)) {
      problems.push('JWT_SECRET이 예시값 또는 개발용 기본값입니다. 추측할 수 없는 임의의 값으로 바꿔 주세요.');
    } else if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
      problems.push(`JWT_SECRET은 ${MIN_PRODUCTION_SECRET_LENGTH}자 이상이어야 합니다. (현재 ${secret.length}자)`);
    }
  }

  const ttl = /^(\d+)([smhd])?$/.exec(accessTtl);
  const accessTtlSeconds = ttl ? Number(ttl[1]) * TTL_UNITS_IN_SECONDS[ttl[2] ?? 's'] : 0;
  if (accessTtlSeconds <= 0) {
    problems.push(`JWT_ACCESS_TTL은 15m, 1h, 900 같은 양의 시간이어야 합니다. (현재: ${accessTtl})`);
  }
  return { secret: secret ?? DEV_JWT_SECRET, accessTtl, accessTtlSeconds };
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
