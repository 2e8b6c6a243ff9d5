import fs from 'node:fs';
import path from 'node:path';
import { USER_CHANGE_MESSAGES, VALIDATION_MESSAGES, type UserAccount, type UserPlayer } from '@dugout/contracts';
import sharp from 'sharp';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { createTestApp, type TestApp } from './support/test-app';

type Fields = Record<string, string>;
type Upload = { data: Buffer; name: string };

const ACCOUNT: Fields = { username: '이영희', phone: '010-9876-5432', birthday: '19920304', gender: 'F' };

// POST /api/user/{id} (change info with the profile photo) and GET /api/user/profile/photo/{photo} on MySQL.
describe('change info and profile photo on MySQL', () => {
  let t: TestApp;
  let member: LoggedIn;
  let other: LoggedIn;
  let png: Buffer;
  let uploadDir: string;

  const change = (who: LoggedIn | null, userId: number, fields: Fields, files: Upload[] = []) => {
    let request = t.http.post(`/api/user/${userId}`);
    if (who) request = request.set(bearer(who.accessToken));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const file of files) request = request.attach('photo', file.data, file.name);
    return request;
  };
  const photoFiles = () => (fs.existsSync(path.join(uploadDir, 'profile')) ? fs.readdirSync(path.join(uploadDir, 'profile')).sort() : []);
  const userRow = async (userId: number) =>
    (await t.dataSource.query('SELECT username, phone, birthday, gender, photo FROM `user` WHERE user_id = ?', [userId]))[0];
  const playerOf = async (who: LoggedIn): Promise<UserPlayer | null> =>
    (await t.http.get(`/api/user/${who.userId}/player`).set(bearer(who.accessToken))).body.data;

  beforeAll(async () => {
    t = await createTestApp();
    uploadDir = path.join(t.tempDir, 'upload');
    [member, other] = await Promise.all([registerAndLogin(t, { username: '김철수' }), registerAndLogin(t, { username: '다른회원' })]);
    png = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('changes the account fields and answers the session fields', async () => {
    const response = await change(member, member.userId, ACCOUNT);
    expect(response.status).toBe(200);
    const account = response.body.data as UserAccount;
    expect(account).toEqual({
      userId: member.userId,
      email: member.member.email,
      username: '이영희',
      nickname: null,
      phone: '010-9876-5432',
      birthday: '19920304',
      gender: 'F',
      photo: null,
    });
    expect(await userRow(member.userId)).toMatchObject({ username: '이영희', phone: '010-9876-5432', birthday: '19920304', gender: 'F' });
  });

  it('takes a phone typed as digits only and stores it as 010-9876-5432', async () => {
    const response = await change(member, member.userId, { ...ACCOUNT, phone: '01098765432' });
    expect(response.status).toBe(200);
    expect((response.body.data as UserAccount).phone).toBe('010-9876-5432');
    expect(await userRow(member.userId)).toMatchObject({ phone: '010-9876-5432' });
  });

  it('stores a photo re-encoded and resized, serves it, and deletes the old file when it is replaced', async () => {
    const first = await change(member, member.userId, ACCOUNT, [{ data: png, name: '내 사진.png' }]);
    expect(first.status).toBe(200);
    const photo = (first.body.data as UserAccount).photo as string;
    expect(photo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(photoFiles()).toEqual([photo, photo.replace('.png', '_s.png')].sort());

    const served = await t.http.get(`/api/user/profile/photo/${photo}`).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const size = await sharp(served.body as Buffer).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(1600);

    const resized = await t.http.get(`/api/user/profile/photo/${photo}?w=96`).set('Accept', 'image/webp,*/*').buffer(true);
    expect([resized.status, resized.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(resized.headers.vary).toMatch(/\bAccept\b/);
    expect((await sharp(resized.body as Buffer).metadata()).width).toBe(96);
    const variant = path.join(uploadDir, 'variants', 'profile', photo, '96.webp');
    expect(fs.existsSync(variant)).toBe(true);

    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 0, g: 0, b: 220 } } }).jpeg().toBuffer();
    const second = await change(member, member.userId, ACCOUNT, [{ data: jpeg, name: 'new.jpg' }]);
    expect(second.status).toBe(200);
    const next = (second.body.data as UserAccount).photo as string;
    expect(next).toMatch(/\.jpg$/);
    expect(photoFiles()).toEqual([next, next.replace('.jpg', '_s.jpg')].sort());
    // The replaced photo's resized copies go with it.
    expect(fs.existsSync(variant)).toBe(false);
    expect((await userRow(member.userId)).photo).toBe(next);

    // Without a file the photo stays.
    const third = await change(member, member.userId, ACCOUNT);
    expect((third.body.data as UserAccount).photo).toBe(next);
  });

  it('refuses a file that is not an image, and one that is too large, changing nothing', async () => {
    const before = await userRow(member.userId);
    const files = photoFiles();
    const fake = await change(member, member.userId, { ...ACCOUNT, username: '바뀌면안됨' }, [
      { data: Buffer.from('<html><script>alert(1)</script></html>'), name: 'photo.png' },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.errors.photo).toMatch(/이미지가 아닙니다/);
    const large = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await change(member, member.userId, { ...ACCOUNT, username: '바뀌면안됨' }, [{ data: large, name: 'big.png' }]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors.photo).toBe(USER_CHANGE_MESSAGES.photoTooLarge);
    const two = await change(member, member.userId, ACCOUNT, [{ data: png, name: 'a.png' }, { data: png, name: 'b.png' }]);
    expect(two.status).toBe(400);
    expect(two.body.errors.photo).toBe(USER_CHANGE_MESSAGES.photoOne);
    expect(await userRow(member.userId)).toEqual(before);
    expect(photoFiles()).toEqual(files);
  });

  it('checks the fields with the registration rules (400, nothing changed)', async () => {
    const before = await userRow(member.userId);
    const response = await change(member, member.userId, { username: '김', phone: '0101234', birthday: '20990101', gender: 'X', position: 'ZZ' }, [
      { data: png, name: 'ok.png' },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      username: expect.stringMatching(/2자/),
      phone: VALIDATION_MESSAGES.phoneFormat,
      birthday: VALIDATION_MESSAGES.birthdayInFuture,
      gender: VALIDATION_MESSAGES.genderRequired,
      position: expect.any(String),
    });
    const child = await change(member, member.userId, { ...ACCOUNT, birthday: `${new Date().getFullYear() - 5}0101` });
    expect(child.status).toBe(400);
    expect(child.body.errors.birthday).toBe(VALIDATION_MESSAGES.underMinimumAge);
    const json = await t.http.post(`/api/user/${member.userId}`).set(bearer(member.accessToken)).send(ACCOUNT);
    expect(json.status).toBe(400);
    expect(await userRow(member.userId)).toEqual(before);
  });

  it('writes the player fields to the member\'s own player record', async () => {
    await build(t).players.player({ userId: other.userId, playerName: '김철수', address1: '서울', middleSchool: '옛중학교' });
    const response = await change(other, other.userId, {
      ...ACCOUNT,
      middleSchool: '성수중',
      school: '성수고',
      address1: '서울 성동구',
      proTypeMiddle: '1',
      proType: '2',
      batThrw: '21',
      position: 'IN',
    });
    expect(response.status).toBe(200);
    expect(await playerOf(other)).toMatchObject({
      playerName: '김철수',
      birthday: '19920304',
      gender: 'F',
      phone: '010-9876-5432',
      middleSchool: '성수중',
      school: '성수고',
      address1: '서울 성동구',
      proTypeMiddle: 1,
      proType: 2,
      batThrw: 21,
      position: 'IN',
    });
    // Fields sent empty are cleared; fields left out keep their value.
    await change(other, other.userId, { ...ACCOUNT, school: '' });
    expect(await playerOf(other)).toMatchObject({ school: null, middleSchool: '성수중', position: 'IN', batThrw: 21 });
    // A member without a player record: only the account changes.
    expect(await playerOf(member)).toBeNull();
    expect((await change(member, member.userId, { ...ACCOUNT, school: '어느고' })).status).toBe(200);
    expect(await playerOf(member)).toBeNull();
  });

  it('answers 401 without a login and 403 for another member\'s account', async () => {
    const before = await userRow(other.userId);
    expect((await change(null, other.userId, ACCOUNT)).status).toBe(401);
    const foreign = await change(member, other.userId, { ...ACCOUNT, username: '남의계정' });
    expect(foreign.status).toBe(403);
    expect(await userRow(other.userId)).toEqual(before);
  });

  it('answers the default image for a missing photo and 400 for a name outside the folder', async () => {
    const missing = await t.http.get('/api/user/profile/photo/none.png').buffer(true);
    expect(missing.status).toBe(200);
    expect(missing.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(missing.body as Buffer, fs.readFileSync(path.join(__dirname, '../assets/images/default-profile.png')))).toBe(0);
    const small = await t.http.get('/api/user/profile/photo/none.png?w=48').set('Accept', 'image/webp').buffer(true);
    expect([small.status, small.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(48);
    const bad = await t.http.get('/api/user/profile/photo/none.png?w=0');
    expect([bad.status, bad.body.error]).toEqual([400, '이미지 너비(w)는 1부터 4000까지의 정수로 적어 주세요.']);
    for (const name of ['..%2F..%2Fpackage.json', '%2E%2E', '.hidden']) {
      const response = await t.http.get(`/api/user/profile/photo/${name}`);
      expect([400, 404]).toContain(response.status);
      expect(response.headers['content-type']).not.toBe('image/png');
    }
  });
});
