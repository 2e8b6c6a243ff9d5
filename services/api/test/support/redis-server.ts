import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sleep } from './built-api';
import { executableOrInstall, freePort } from './local-server';

/** A Redis server the multi-instance tests may use; `stop` for one this run started. */
export interface TestRedisServer {
  url: string;
  source: 'REDIS_URL' | 'local 6379' | 'throwaway';
  stop?: () => Promise<void>;
}

const LOCAL_URL = 'redis://127.0.0.1:6379';

/**
 * REDIS_URL if set; else a server on 127.0.0.1:6379; else a throwaway redis-server on a free port
 * that keeps nothing on disk (installing redis-server with apt-get if needed), as the MySQL tests do.
 */
export async function provideRedisServer(env: NodeJS.ProcessEnv = process.env): Promise<TestRedisServer> {
  if (env['REDIS_URL']) {
    if (!(await answersPing(env['REDIS_URL']))) throw new Error(`테스트용 Redis(REDIS_URL)에 연결할 수 없습니다: ${env['REDIS_URL']}`);
    return { url: env['REDIS_URL'], source: 'REDIS_URL' };
  }
  if (await answersPing(LOCAL_URL)) return { url: LOCAL_URL, source: 'local 6379' };
  return startThrowawayRedis();
}

async function answersPing(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function startThrowawayRedis(): Promise<TestRedisServer> {
  const binary = executableOrInstall('redis-server', 'redis-server', 'redis-server를 찾을 수 없고 설치하지도 못했습니다 (apt-get install redis-server).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-redis-'));
  const port = await freePort();
  const server: ChildProcess = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 100; tries += 1) {
    if (await answersPing(url)) return { url, source: 'throwaway', stop };
    await sleep(100);
  }
  await stop();
  throw new Error('테스트용 redis-server가 시작하지 않았습니다.');
}
