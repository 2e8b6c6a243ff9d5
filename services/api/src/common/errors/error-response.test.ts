import { BadRequestException, HttpException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ValidationError } from 'yup';
import { SERVER_ERROR_MESSAGE } from './error-messages';
import { toErrorResponse } from './error-response';

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
});
