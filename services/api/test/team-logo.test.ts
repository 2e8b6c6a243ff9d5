import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_TEAM_LOGO } from '../src/services/files/files.service';
import { createTestApp, type TestApp } from './support/test-app';

/** supertest keeps image answers as a Buffer in body. */
const bytes = (body: unknown): Buffer => body as Buffer;

describe('GET /api/team/logo/{logo}', () => {
  let t: TestApp;
  let logo: Buffer;
  const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
  const variantFile = (name: string, file: string) => path.join(t.config.uploadDir, 'variants', 'team', name, file);

  beforeAll(async () => {
    t = await createTestApp();
    logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
    fs.mkdirSync(path.join(t.config.uploadDir, 'team'), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadDir, 'team', 'bears.png'), logo);
    const wide = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#b91c1c' } }).jpeg().toBuffer();
    fs.writeFileSync(path.join(t.config.uploadDir, 'team', 'twins.jpg'), wide);
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

  it('answers ?w= with a WebP snapped up to an allowed width, kept in the storage, varying by Accept', async () => {
    const response = await t.http.get('/api/team/logo/twins.jpg?w=80').set('Accept', WEBP_ACCEPT);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toMatch(/\bAccept\b/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const size = await sharp(bytes(response.body)).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 96, 48]);
    expect(fs.existsSync(variantFile('twins.jpg', '96.webp'))).toBe(true);

    const again = await t.http.get('/api/team/logo/twins.jpg?w=96').set('Accept', WEBP_ACCEPT);
    expect(bytes(again.body)).toEqual(fs.readFileSync(variantFile('twins.jpg', '96.webp')));
  });

  it("answers the original's format resized to a client without WebP, and never enlarges a small logo", async () => {
    const jpeg = await t.http.get('/api/team/logo/twins.jpg?w=384').set('Accept', 'image/png,image/*;q=0.8');
    expect([jpeg.status, jpeg.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await sharp(bytes(jpeg.body)).metadata()).width).toBe(384);
    const small = await t.http.get('/api/team/logo/bears.png?w=640').set('Accept', WEBP_ACCEPT);
    expect((await sharp(bytes(small.body)).metadata()).width).toBe(64);
    const original = await t.http.get('/api/team/logo/twins.jpg').set('Accept', WEBP_ACCEPT);
    expect([original.headers['content-type'], original.headers.vary ?? '']).toEqual(['image/jpeg', expect.not.stringMatching(/\bAccept\b/)]);
  });

  it('answers a resized default image for a missing logo, without writing it to the storage', async () => {
    const response = await t.http.get('/api/team/logo/nobody.png?w=48').set('Accept', WEBP_ACCEPT);
    expect([response.status, response.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(bytes(response.body)).metadata()).width).toBe(48);
    expect(fs.existsSync(path.join(t.config.uploadDir, 'variants', 'team', 'nobody.png'))).toBe(false);
  });

  it.each(['0', '-1', '1.5', 'big', '4001', '96&w=192'])('refuses ?w=%s in Korean and writes nothing', async (width) => {
    fs.writeFileSync(path.join(t.config.uploadDir, 'team', 'lions.png'), logo);
    const response = await t.http.get(`/api/team/logo/lions.png?w=${width}`).set('Accept', WEBP_ACCEPT);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, error: '이미지 너비(w)는 1부터 4000까지의 정수로 적어 주세요.' });
    expect(fs.existsSync(path.join(t.config.uploadDir, 'variants', 'team', 'lions.png'))).toBe(false);
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
