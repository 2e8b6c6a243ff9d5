import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_TEAM_LOGO } from '../src/files/files.service';
import { createTestApp, type TestApp } from './support/test-app';

/** supertest keeps image answers as a Buffer in body. */
const bytes = (body: unknown): Buffer => body as Buffer;

describe('GET /api/team/logo/{logo}', () => {
  let t: TestApp;
  let logo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
    fs.mkdirSync(path.join(t.config.uploadDir, 'team'), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadDir, 'team', 'bears.png'), logo);
    fs.writeFileSync(path.join(t.config.uploadDir, 'secret.png'), 'not a logo');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers a team logo from the file service to anyone, never sniffed', async () => {
    const response = await t.http.get('/api/team/logo/bears.png');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(bytes(response.body)).toEqual(logo);
  });

  it('answers the default team image when the logo is missing', async () => {
    const response = await t.http.get('/api/team/logo/nobody.png');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(bytes(response.body)).toEqual(fs.readFileSync(DEFAULT_TEAM_LOGO));
  });

  it.each(['..%2Fsecret.png', '%2E%2E%2Fsecret.png', '..%5Csecret.png', '..', '.secret.png'])(
    'never answers a file outside the logo folder for %s',
    async (name) => {
      const response = await t.http.get(`/api/team/logo/${name}`);
      expect([400, 404]).toContain(response.status);
      expect(bytes(response.body).toString()).not.toContain('not a logo');
      if (response.status === 400) expect(response.body).toMatchObject({ ok: false, error: '로고 파일 이름이 올바르지 않습니다.' });
    },
  );
});
