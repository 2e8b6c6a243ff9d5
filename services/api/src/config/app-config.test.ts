import path from 'node:path';
import { ConfigError, DEV_JWT_SECRET, loadAppConfig } from './app-config';
import { REPO_ROOT } from './paths';

const STRONG_SECRET = 'q9V!r2m#Lx7$Wc4pZt8&Ns1@Hb6^Jd3*';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadAppConfig(env);
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
    const config = loadAppConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ type: 'sqlite', path: path.join(REPO_ROOT, 'var/dugout.sqlite') });
    expect(config.uploadDir).toBe(path.join(REPO_ROOT, 'var/upload'));
    expect(config.webRoot).toBe(REPO_ROOT);
    expect(config.remotesManifest).toBeNull();
    expect(config.jwt).toEqual({ secret: DEV_JWT_SECRET, accessTtl: '15m', accessTtlSeconds: 900 });
    expect(config.logLevels).toEqual(['fatal', 'error', 'warn', 'log']);
  });

  it('reads every setting, resolving relative paths from the repository root', () => {
    const config = loadAppConfig({
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
    const config = loadAppConfig({});
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('allows the development secret outside production', () => {
    expect(loadAppConfig({ NODE_ENV: 'test' }).jwt.secret).toBe(DEV_JWT_SECRET);
  });

  it.each([
    ['missing', undefined, 'JWT_SECRET을 반드시 설정'],
    ['empty', '   ', 'JWT_SECRET을 반드시 설정'],
    ['short', 'abc123', '32자 이상'],
    ['the development default', DEV_JWT_SECRET, '개발용 기본값'],
    ['a placeholder', 'change-me', '예시값'],
    ['a long placeholder', 'please-change-me-before-going-live-now', '예시값'],
    ['the word secret', 'secret', '예시값'],
  ])('refuses to start in production when JWT_SECRET is %s', (_label, secret, message) => {
    const problems = problemsOf({ NODE_ENV: 'production', JWT_SECRET: secret });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('lists every problem at once in one readable message', () => {
    let error: unknown;
    try {
      loadAppConfig({ NODE_ENV: 'staging', PORT: '70000', DATABASE_URL: 'postgres://x/y', JWT_ACCESS_TTL: 'soon', LOG_LEVEL: 'loud' });
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
    expect(loadAppConfig({ REMOTES_MANIFEST: __filename }).remotesManifest).toBe(__filename);
  });

  it('accepts silent logging and the info alias', () => {
    expect(loadAppConfig({ LOG_LEVEL: 'silent' }).logLevels).toBe(false);
    expect(loadAppConfig({ LOG_LEVEL: 'INFO' }).logLevels).toEqual(['fatal', 'error', 'warn', 'log']);
  });
});
