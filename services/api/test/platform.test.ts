import { Logger } from '@nestjs/common';
import { build } from './factories';
import { ProbeModule, SECRET_DETAIL } from './support/probe.module';
import { createTestApp, type TestApp } from './support/test-app';

const SERVER_ERROR = '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

describe('platform on MySQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reports health with the database in use', async () => {
    const response = await t.http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { status: 'ok', db: 'mysql' } });
  });

  it('answers an unknown /api route with the 404 envelope, never a page', async () => {
    const response = await t.http.get('/api/league/nothing/here').set('Accept', 'text/html');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ ok: false, data: null, error: '요청한 자원을 찾을 수 없습니다.' });
  });

  it('serves the OpenAPI documents', async () => {
    const page = await t.http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger');
    const document = await t.http.get('/api/docs/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/league/mainpath/{path}', '/api/league/main/{id}/activeSeason']),
    );
  });

  it('answers a server fault (a table gone) with a generic 500 and no internals', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const id = await build(t).leagues.main('broken', '리그');
      // Renamed rather than dropped: other tables' foreign keys refer to season.
      await t.dataSource.query('RENAME TABLE season TO season_gone');

      const response = await t.http.get(`/api/league/main/${id}/activeSeason`);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ ok: false, data: null, error: SERVER_ERROR });
      expect(response.text).not.toMatch(/season|stack|QueryFailedError/i);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('request errors through the whole app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { imports: [ProbeModule] });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.http.post('/api/probe/echo').set('Content-Type', 'application/json').send('{"name": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, data: null, error: '요청 형식이 올바르지 않습니다.' });
  });

  it('answers a wrong id format with 400', async () => {
    const response = await t.http.get('/api/probe/items/12abc');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ id: '번호는 1 이상의 정수여야 합니다.' });
  });

  it('answers a thrown error with 500 and without its message or stack', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const response = await t.http.get('/api/probe/boom');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ ok: false, data: null, error: SERVER_ERROR });
      expect(response.text).not.toContain(SECRET_DETAIL);
      expect(logged).toHaveBeenCalledWith(expect.any(String), expect.stringContaining(SECRET_DETAIL));
    } finally {
      logged.mockRestore();
    }
  });

  it('validates bodies with yup, errors keyed by field', async () => {
    const response = await t.http.post('/api/probe/echo').send({ age: -5 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ name: '이름을 입력해 주세요.', age: '나이는 0 이상이어야 합니다.' });
  });
});
