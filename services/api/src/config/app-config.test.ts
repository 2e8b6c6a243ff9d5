import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, PUBLISHED_JWT_SECRETS, loadAppConfig } from './app-config';
import { REPO_ROOT } from './paths';

// Random per run: no secret written in the repository is ever accepted, not even a test's.
const STRONG_SECRET = randomBytes(32).toString('base64url');
const MIN_LENGTH = 32;

/** loadAppConfig with a valid JWT_SECRET unless the test sets its own. */
function load(env: NodeJS.ProcessEnv) {
  return loadAppConfig({ JWT_SECRET: STRONG_SECRET, ...env });
}

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems;
    }
    throw error;
  }
  return [];
}

describe('loadAppConfig', () => {
  it('defaults to development on embedded SQLite under the repository var/ folder', () => {
    const config = load({});
    expect(config.nodeEnv).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ type: 'sqlite', path: path.join(REPO_ROOT, 'var/dugout.sqlite') });
    expect(config.uploadDir).toBe(path.join(REPO_ROOT, 'var/upload'));
    expect(config.webRoot).toBe(REPO_ROOT);
    expect(config.remotesManifest).toBeNull();
    expect(config.jwt).toEqual({ secret: STRONG_SECRET, accessTtl: '15m', accessTtlSeconds: 900 });
    expect(config.logLevels).toEqual(['fatal', 'error', 'warn', 'log']);
  });

  it('reads every setting, resolving relative paths from the repository root', () => {
    const config = load({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'mariadb://dugout:pw@db:3306/dugout',
      JWT_SECRET: STRONG_SECRET,
      JWT_ACCESS_TTL: '2h',
      UPLOAD_DIR: '/srv/upload',
      WEB_ROOT: 'build/web',
      LOG_LEVEL: 'warn',
    });
    expect(config.isProduction).toBe(true);
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ type: 'mysql', url: 'mysql://dugout:pw@db:3306/dugout' });
    expect(config.jwt).toEqual({ secret: STRONG_SECRET, accessTtl: '2h', accessTtlSeconds: 7200 });
    expect(config.uploadDir).toBe('/srv/upload');
    expect(config.webRoot).toBe(path.join(REPO_ROOT, 'build/web'));
    expect(config.logLevels).toEqual(['fatal', 'error', 'warn']);
  });

  it('is frozen once loaded', () => {
    const config = load({});
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each(['development', 'test', 'production'])('requires a JWT_SECRET when NODE_ENV=%s', (nodeEnv) => {
    expect(problemsOf({ NODE_ENV: nodeEnv, JWT_SECRET: undefined })).toEqual([expect.stringContaining('JWT_SECRET을 반드시 설정')]);
  });

  it.each(['development', 'test', 'production'])('refuses the secret once written in the repository when NODE_ENV=%s', (nodeEnv) => {
    expect(problemsOf({ NODE_ENV: nodeEnv, JWT_SECRET: 'dugout-development-only-jwt-secret-not-for-production' })).toEqual([
      expect.stringContaining('저장소에 공개된 값'),
    ]);
    expect(PUBLISHED_JWT_SECRETS).toContain('dugout-development-only-jwt-secret-not-for-production');
  });

  it.each([
    ['missing', undefined, 'JWT_SECRET을 반드시 설정'],
    ['empty', '   ', 'JWT_SECRET을 반드시 설정'],
    ['short', 'abc123', '32자 이상'],
    ['a placeholder', 'change-me', '예시값'],
    ['a long placeholder', 'please-change-me-before-going-live-now', '예시값'],
    ['the word secret', 'secret', '예시값'],
  ])('refuses to start in every environment when JWT_SECRET is %s', (_label, secret, message) => {
    for (const nodeEnv of ['development', 'test', 'production']) {
      const problems = problemsOf({ NODE_ENV: nodeEnv, JWT_SECRET: secret });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(message);
    }
  });

  it('gives commands that never handle tokens a random secret of their own', () => {
    const first = loadAppConfig({}, { needsJwtSecret: false }).jwt.secret;
    const second = loadAppConfig({}, { needsJwtSecret: false }).jwt.secret;
    expect(first.length).toBeGreaterThanOrEqual(MIN_LENGTH);
    expect(first).not.toBe(second);
  });

  it('bounds password hashing by the machine\'s cores unless configured', () => {
    const cores = os.availableParallelism();
    expect(load({}).passwordHashing).toEqual({ concurrency: cores, maxQueue: cores * 128 });
    expect(load({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' }).passwordHashing).toEqual({ concurrency: 1, maxQueue: 0 });
    expect(problemsOf({ PASSWORD_HASH_CONCURRENCY: '0', PASSWORD_HASH_QUEUE: 'many' })).toEqual([
      expect.stringContaining('PASSWORD_HASH_CONCURRENCY는 1 이상의 정수'),
      expect.stringContaining('PASSWORD_HASH_QUEUE는 0 이상의 정수'),
    ]);
  });

  it('shares state through Redis only when REDIS_URL names a Redis server', () => {
    expect(load({}).redisUrl).toBeNull();
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(load({ REDIS_URL: 'rediss://cache.example.com:6380/1' }).redisUrl).toBe('rediss://cache.example.com:6380/1');
    expect(problemsOf({ REDIS_URL: 'localhost:6379' })).toEqual([expect.stringContaining('REDIS_URL은 redis:// 또는 rediss://')]);
  });

  it('sends mail through SMTP_HOST when set, else writes files beside the embedded database', () => {
    expect(load({ SQLITE_PATH: '/data/dugout.sqlite' }).mail).toEqual({ smtp: null, from: '더그아웃 <no-reply@dugout.invalid>', dir: '/data/mail' });
    expect(load({ DATABASE_URL: 'mysql://u:p@db:3306/dugout' }).mail.dir).toBe(path.join(REPO_ROOT, 'var/mail'));
    expect(load({ MAIL_DIR: '/srv/mail' }).mail.dir).toBe('/srv/mail');
    expect(load({ SMTP_HOST: 'smtp.example.com' }).mail.smtp).toEqual({ host: 'smtp.example.com', port: 587, secure: false, user: null, password: null });
    expect(load({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'true', SMTP_USER: 'me', SMTP_PASSWORD: 'pw', MAIL_FROM: 'no-reply@example.com' }).mail).toMatchObject({
      smtp: { port: 465, secure: true, user: 'me', password: 'pw' },
      from: 'no-reply@example.com',
    });
    expect(problemsOf({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '70000', SMTP_SECURE: 'yes', SMTP_USER: 'me', MAIL_FROM: 'nobody' })).toEqual([
      expect.stringContaining('SMTP_SECURE는 true'),
      expect.stringContaining('SMTP_PORT는 1~65535'),
      expect.stringContaining('SMTP_USER와 SMTP_PASSWORD는 함께'),
      expect.stringContaining('MAIL_FROM은'),
    ]);
    expect(problemsOf({ SMTP_PORT: '25' })).toEqual([expect.stringContaining('SMTP_HOST(메일 서버 주소)도 설정해야')]);
  });

  it('listens on this machine only unless HOST is set', () => {
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('lists every problem at once in one readable message', () => {
    let error: unknown;
    try {
      load({ NODE_ENV: 'staging', PORT: '70000', DATABASE_URL: 'postgres://x/y', JWT_ACCESS_TTL: 'soon', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(5);
    expect(message).toContain('서버를 시작할 수 없습니다');
    for (const name of ['NODE_ENV', 'PORT', 'DATABASE_URL', 'JWT_ACCESS_TTL', 'LOG_LEVEL']) {
      expect(message).toContain(name);
    }
  });

  it.each(['0', 'abc', '3000.5', '-1'])('rejects PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([expect.stringContaining('PORT')]);
  });

  it('rejects a MySQL URL without a database name', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://root@localhost:3306' })).toEqual([expect.stringContaining('데이터베이스 이름')]);
  });

  it('requires REMOTES_MANIFEST to name an existing file', () => {
    expect(problemsOf({ REMOTES_MANIFEST: '/no/such/remotes.json' })).toEqual([expect.stringContaining('REMOTES_MANIFEST')]);
    const manifest = writeTempFile('remotes.json', '{ "mfe_team": "/mf/mfe-team/mf-manifest.json" }');
    expect(load({ REMOTES_MANIFEST: manifest }).remotesManifest).toBe(manifest);
  });

  it('accepts silent logging and the info alias', () => {
    expect(load({ LOG_LEVEL: 'silent' }).logLevels).toBe(false);
    expect(load({ LOG_LEVEL: 'INFO' }).logLevels).toEqual(['fatal', 'error', 'warn', 'log']);
  });
});

function writeTempFile(name: string, content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-config-')), name);
  fs.writeFileSync(file, content);
  return file;
}

describe('database timeouts', () => {
  it('gives a hung MySQL server a few seconds by default and reads each DATABASE_*_TIMEOUT_MS and DATABASE_WRITE_QUEUE_MS', () => {
    expect(load({}).databaseTimeouts).toEqual({ connectMs: 3000, acquireMs: 3000, queryMs: 4000, writeQueueMs: 1500 });
    expect(
      load({ DATABASE_CONNECT_TIMEOUT_MS: '500', DATABASE_ACQUIRE_TIMEOUT_MS: '600', DATABASE_QUERY_TIMEOUT_MS: '30000', DATABASE_WRITE_QUEUE_MS: '700' })
        .databaseTimeouts,
    ).toEqual({ connectMs: 500, acquireMs: 600, queryMs: 30000, writeQueueMs: 700 });
  });

  it.each(['0', '-1', '2s', '1.5', '600001'])('refuses DATABASE_QUERY_TIMEOUT_MS=%s', (text) => {
    expect(problemsOf({ DATABASE_QUERY_TIMEOUT_MS: text })).toEqual([expect.stringContaining('DATABASE_QUERY_TIMEOUT_MS는 1부터 600000까지의 정수')]);
  });
});

describe('HTTP settings', () => {
  it('trusts no proxy, allows no other origin and sends no HSTS by default', () => {
    const config = load({});
    expect(config.trustProxy).toBe(false);
    expect(config.corsOrigins).toEqual([]);
    expect(config.hstsMaxAge).toBe(0);
    expect(config.httpsHstsMaxAge).toBe(180 * 86_400);
    expect(config.remoteOrigins).toEqual([]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12,::1', ['10.0.0.0/8', '172.16.0.0/12', '::1']],
    ['fd00::/8', ['fd00::/8']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s', (text, expected) => {
    expect(load({ TRUST_PROXY: text }).trustProxy).toEqual(expected);
  });

  it.each(['nginx', '10.0.0.0/33', '10.0.0.1/8/2', 'loopback,anywhere', ',', '1.2.3'])('refuses TRUST_PROXY=%s', (text) => {
    expect(problemsOf({ TRUST_PROXY: text })).toEqual([expect.stringContaining('TRUST_PROXY는 true, false')]);
  });

  it('reads CORS_ORIGINS as a list of origins', () => {
    expect(load({ CORS_ORIGINS: 'http://localhost:4200, https://Dugout.example.com/' }).corsOrigins).toEqual([
      'http://localhost:4200',
      'https://dugout.example.com',
    ]);
  });

  it.each(['*', 'localhost:4200', 'https://a.example.com/app', 'ftp://files.example.com', 'https://a.example.com?x=1'])(
    'refuses CORS_ORIGINS=%s',
    (text) => {
      expect(problemsOf({ CORS_ORIGINS: text })).toEqual([expect.stringContaining('CORS_ORIGINS의 각 항목은')]);
    },
  );

  it('reads HSTS_MAX_AGE in seconds and refuses anything else', () => {
    expect(load({ HSTS_MAX_AGE: '31536000' })).toMatchObject({ hstsMaxAge: 31536000, httpsHstsMaxAge: 31536000 });
    expect(load({ HSTS_MAX_AGE: '0' })).toMatchObject({ hstsMaxAge: 0, httpsHstsMaxAge: 0 });
    expect(problemsOf({ HSTS_MAX_AGE: '1y' })).toEqual([expect.stringContaining('HSTS_MAX_AGE는 0 이상의 정수')]);
  });

  it("takes the remote origins for the pages' policy from REMOTES_MANIFEST and REMOTE_ORIGINS", () => {
    const manifest = writeTempFile(
      'remotes.json',
      JSON.stringify({
        mfe_team: 'https://team.example.com/mf/mf-manifest.json',
        mfe_user: 'https://team.example.com/user/mf-manifest.json',
        mfe_league_public: '/mf/mfe-league-public/mf-manifest.json',
      }),
    );
    const config = load({ REMOTES_MANIFEST: manifest, REMOTE_ORIGINS: 'https://cdn.example.com' });
    expect(config.remoteOrigins).toEqual(['https://team.example.com', 'https://cdn.example.com']);
  });

  it('refuses a REMOTES_MANIFEST that is not a JSON object of addresses', () => {
    expect(problemsOf({ REMOTES_MANIFEST: writeTempFile('remotes.json', '{ oops') })).toEqual([
      expect.stringContaining('올바른 JSON이 아닙니다'),
    ]);
    expect(problemsOf({ REMOTES_MANIFEST: writeTempFile('remotes.json', '{ "mfe_team": "javascript:alert(1)" }') })).toEqual([
      expect.stringContaining('http 또는 https 주소'),
    ]);
  });
});

describe('file storage settings', () => {
  it('keeps files on the local disk under UPLOAD_DIR by default', () => {
    expect(load({}).fileStorage).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible bucket, with path-style addresses for a custom endpoint', () => {
    expect(load({ FILE_STORAGE: 's3', S3_BUCKET: 'dugout', S3_REGION: 'ap-northeast-2', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: '/files/' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'dugout',
      region: 'ap-northeast-2',
      endpoint: 'http://127.0.0.1:9000',
      prefix: 'files',
      forcePathStyle: true,
    });
  });

  it('names what S3 storage is missing, and refuses an unknown backend', () => {
    expect(problemsOf({ FILE_STORAGE: 's3', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'FILE_STORAGE=s3이면 S3_BUCKET(버킷 이름)을 설정해야 합니다.',
      'FILE_STORAGE=s3이면 S3_REGION(예: ap-northeast-2)을 설정해야 합니다.',
      'S3_ENDPOINT는 http:// 또는 https://로 시작하는 주소여야 합니다. (현재: minio:9000)',
    ]);
    expect(problemsOf({ FILE_STORAGE: 'ftp' })).toEqual(['FILE_STORAGE는 local 또는 s3여야 합니다. (현재: ftp)']);
  });
});
