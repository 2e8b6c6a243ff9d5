import { BadRequestException, HttpException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import net from 'node:net';
import { createConnection } from 'mysql2/promise';
import { CannotExecuteNotConnectedError, DataSource, QueryFailedError } from 'typeorm';
import { ValidationError } from 'yup';
import { SERVER_ERROR_MESSAGE } from './error-messages';
import { toErrorResponse } from './error-response';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable';
import { LOCK_CONFLICT_MESSAGE, LOCK_CONFLICT_RETRY_AFTER_SECONDS } from './lock-conflict';
import { RetryLaterException } from './retry-later.exception';

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const unavailable = {
  status: 503,
  unexpected: false,
  retryAfterSeconds: expect.any(Number),
  body: { ok: false, data: null, error: DATABASE_UNAVAILABLE_MESSAGE },
};

describe('toErrorResponse', () => {
  it('uses the Korean message of an HttpException and the default one for English messages', () => {
    expect(toErrorResponse(new NotFoundException('리그를 찾을 수 없습니다.')).body.error).toBe('리그를 찾을 수 없습니다.');
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/x')).body.error).toBe('요청한 자원을 찾을 수 없습니다.');
    expect(toErrorResponse(new HttpException('Unauthorized', 401))).toMatchObject({ status: 401, body: { error: '로그인이 필요합니다.' } });
  });

  it('passes field errors through, dropping anything that is not a string', () => {
    const response = toErrorResponse(new BadRequestException({ message: 'x', errors: { email: '중복된 이메일입니다.', bad: 3 } }));
    expect(response.body).toEqual({ ok: false, data: null, error: '요청 형식이 올바르지 않습니다.', errors: { email: '중복된 이메일입니다.' } });
  });

  it('maps a yup error on the whole value to 400 without field errors', () => {
    const response = toErrorResponse(new ValidationError('this must be a `object` type'));
    expect(response).toMatchObject({ status: 400, body: { error: '요청 형식이 올바르지 않습니다.' } });
    expect(response.body.errors).toBeUndefined();
  });

  it('maps a duplicate key from either database to 409', () => {
    const mysql = new QueryFailedError('INSERT ...', [], Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' }));
    const sqlite = new QueryFailedError('INSERT ...', [], new Error('UNIQUE constraint failed: league_main.league_path'));
    expect(toErrorResponse(mysql).status).toBe(409);
    expect(toErrorResponse(sqlite).status).toBe(409);
  });

  it('maps a MySQL deadlock or lock-wait timeout to a 503 with Retry-After, not a fault', () => {
    for (const [code, errno] of [['ER_LOCK_DEADLOCK', 1213], ['ER_LOCK_WAIT_TIMEOUT', 1205]] as const) {
      const failure = new QueryFailedError('UPDATE ...', [], Object.assign(new Error('Deadlock found when trying to get lock'), { code, errno }));
      expect(toErrorResponse(failure)).toEqual({ status: 503, unexpected: false, retryAfterSeconds: LOCK_CONFLICT_RETRY_AFTER_SECONDS, body: { ok: false, data: null, error: LOCK_CONFLICT_MESSAGE } });
    }
  });

  it('treats any other database failure as an unexpected 500', () => {
    const failure = new QueryFailedError('SELECT * FROM season', [], new Error("Table 'season' doesn't exist"));
    expect(toErrorResponse(failure)).toEqual({ status: 500, body: { ok: false, data: null, error: SERVER_ERROR_MESSAGE }, unexpected: true });
  });

  it('keeps the 4xx status of framework errors, and logs 5xx HttpExceptions', () => {
    const fastifyError = Object.assign(new Error("'/x/%E0' is not a valid url component"), { statusCode: 400, code: 'FST_ERR_BAD_URL' });
    expect(toErrorResponse(fastifyError)).toMatchObject({ status: 400, unexpected: false });
    expect(toErrorResponse(new ServiceUnavailableException('데이터베이스에 연결할 수 없습니다.'))).toMatchObject({
      status: 503,
      unexpected: true,
      body: { error: '데이터베이스에 연결할 수 없습니다.' },
    });
  });

  it('never exposes what an unknown throwable says', () => {
    for (const thrown of [new TypeError('x is undefined'), 'a string', null, { statusCode: 503 }]) {
      expect(toErrorResponse(thrown)).toEqual({ status: 500, body: { ok: false, data: null, error: SERVER_ERROR_MESSAGE }, unexpected: true });
    }
  });

  it('answers 503 with Retry-After when MySQL refuses the connection (a real mysql2 error)', async () => {
    const port = await closedPort();
    const refused = await createConnection({ host: '127.0.0.1', port, user: 'root' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(toErrorResponse(refused)).toEqual(unavailable);
    expect(toErrorResponse(new QueryFailedError('SELECT 1', [], refused as Error))).toEqual(unavailable);
  });

  it('answers 503 while TypeORM is not connected (a real DataSource that never initialized)', async () => {
    const dataSource = new DataSource({ type: 'mysql', host: '127.0.0.1', port: await closedPort() });
    const notConnected = await dataSource.query('SELECT 1').then(
      () => null,
      (error: unknown) => error,
    );
    expect(toErrorResponse(notConnected)).toEqual(unavailable);
    expect(toErrorResponse(new CannotExecuteNotConnectedError('default'))).toEqual(unavailable);
  });

  it.each([
    ['a lost connection', Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' })],
    ['a timeout', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })],
    ['too many connections', Object.assign(new Error('Too many connections'), { code: 'ER_CON_COUNT_ERROR' })],
    ['a closed pool', new Error('Pool is closed.')],
    ['an address that has several IPs', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:3306'), { code: 'ECONNREFUSED' })])],
    ['an embedded file locked too long', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
  ])('answers 503 for %s', (_label, error) => {
    expect(toErrorResponse(error)).toEqual(unavailable);
    expect(toErrorResponse(new QueryFailedError('SELECT 1', [], error))).toEqual(unavailable);
  });

  it('sends Retry-After for a temporary 503 without logging it as a fault', () => {
    expect(toErrorResponse(new RetryLaterException('잠시 후 다시 시도해 주세요.', 2))).toEqual({
      status: 503,
      unexpected: false,
      retryAfterSeconds: 2,
      body: { ok: false, data: null, error: '잠시 후 다시 시도해 주세요.' },
    });
  });
});
