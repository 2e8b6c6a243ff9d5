import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ProbeModule, SECRET_DETAIL } from '../../../test/support/probe.module';
import { applyHttpConventions, createHttpAdapter } from '../../bootstrap/http-conventions';
import { SERVER_ERROR_MESSAGE } from './error-messages';

// The real HTTP stack (fastify, Nest router, global filter and interceptor) without a database.
describe('API error and success envelope', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ProbeModule, createHttpAdapter(), { logger: false });
    applyHttpConventions(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const postJson = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/probe/echo', payload, headers: { 'content-type': contentType } });

  it('wraps a success as { ok: true, data }', async () => {
    const response = await postJson(JSON.stringify({ name: '홍길동', age: '31', extra: 'dropped' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, data: { name: '홍길동', age: 31 } });
  });

  it('answers undefined as data: null and leaves opted-out handlers alone', async () => {
    expect((await get('/api/probe/nothing')).json()).toEqual({ ok: true, data: null });
    const raw = await get('/api/probe/raw');
    expect(raw.body).toBe('plain text');
  });

  it('maps yup failures from the validation pipe to 400 with errors keyed by field', async () => {
    const response = await postJson(JSON.stringify({ name: '김', age: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      data: null,
      error: '입력값을 확인해 주세요.',
      errors: { name: '이름은 2자 이상이어야 합니다.', age: '숫자를 입력해 주세요.' },
    });
  });

  it('validates a missing body as an empty one, naming the required fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/probe/echo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: '이름을 입력해 주세요.' });
  });

  it('maps a ValidationError thrown by a service the same way', async () => {
    const response = await get('/api/probe/yup');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: '이름을 입력해 주세요.', age: '나이는 0 이상이어야 합니다.' });
  });

  it('answers malformed JSON with 400 and a Korean message', async () => {
    const response = await postJson('{"name": "홍길동",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, data: null, error: '요청 형식이 올바르지 않습니다.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await postJson('<name>홍길동</name>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ ok: false, data: null, error: '지원하지 않는 요청 데이터 형식입니다.' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await postJson(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ ok: false, data: null, error: '요청 데이터가 너무 큽니다.' });
  });

  it('replaces framework English messages by the Korean one for the status', async () => {
    const response = await get('/api/probe/forbidden');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ok: false, data: null, error: '권한이 없습니다.' });
  });

  it('keeps a Korean message and field errors given by the handler', async () => {
    expect((await get('/api/probe/conflict')).json()).toEqual({ ok: false, data: null, error: '이미 가입한 이메일입니다.' });
    const response = await get('/api/probe/field-errors');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: '이미 사용 중인 이메일입니다.' });
  });

  it('answers an unknown route with the 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ ok: false, data: null, error: '요청한 자원을 찾을 수 없습니다.' });
    }
    expect((await get('/api/probe/entity-not-found')).statusCode).toBe(404);
  });

  it('rejects a malformed id with 400 and accepts a positive integer', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '1e3', '99999999999999999999']) {
      const response = await get(`/api/probe/items/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ok: false, data: null, errors: { id: '번호는 1 이상의 정수여야 합니다.' } });
    }
    expect((await get('/api/probe/items/42')).json()).toEqual({ ok: true, data: { id: 42 } });
  });

  it('answers a malformed URL encoding with 400', async () => {
    const response = await get('/api/probe/items/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, data: null, error: '요청 형식이 올바르지 않습니다.' });
  });

  it('answers an unexpected error with a generic 500, logging the stack but never sending it', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const response = await get('/api/probe/boom');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ ok: false, data: null, error: SERVER_ERROR_MESSAGE });
      expect(response.body).not.toContain('hunter2');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('/api/probe/boom'), expect.stringContaining(SECRET_DETAIL));
    } finally {
      logged.mockRestore();
    }
  });
});
