import fs from 'node:fs';
import path from 'node:path';
import { TEAM_PROFILE_MESSAGES, TeamRole, type TeamProfileInfo } from '@dugout/contracts';
import sharp from 'sharp';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { createTestApp, type TestApp } from './support/test-app';

// POST /api/team/user (make team), GET /api/team/{id} and POST /api/team/{id} (team info) on MySQL.
describe('make team and team info on MySQL', () => {
  let t: TestApp;
  let creator: LoggedIn;
  let other: LoggedIn;
  let png: Buffer;
  let uploadDir: string;

  type Fields = Record<string, string>;
  const send = (url: string, who: LoggedIn | null, fields: Fields, files: { data: Buffer; name: string }[] = []) => {
    let request = t.http.post(url);
    if (who) request = request.set(bearer(who.accessToken));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const file of files) request = request.attach('logo', file.data, file.name);
    return request;
  };
  const make = (who: LoggedIn | null, fields: Fields, files: { data: Buffer; name: string }[] = []) => send('/api/team/user', who, fields, files);
  const teamCount = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM team'))[0].n);
  const logoFiles = () => (fs.existsSync(path.join(uploadDir, 'team')) ? fs.readdirSync(path.join(uploadDir, 'team')).sort() : []);

  beforeAll(async () => {
    t = await createTestApp();
    uploadDir = path.join(t.tempDir, 'upload');
    [creator, other] = await Promise.all([registerAndLogin(t, { username: '팀만든이' }), registerAndLogin(t, { username: '다른회원' })]);
    png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 20, g: 80, b: 200 } } }).png().toBuffer();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('makes a team with a resized logo; the creator is its manager and its head in one go', async () => {
    const before = logoFiles();
    const response = await make(
      creator,
      { teamName: '  성수 썬더스 ', director: '김감독', managerName: '박매니저', estbDt: '2020-03-01', homeGround: '성수 야구장', introduction: '주말 아침에 모입니다.\n<b>환영</b>' },
      [{ data: png, name: '로고.png' }],
    );
    expect(response.status).toBe(201);
    const { teamId, teamName } = response.body.data as { teamId: number; teamName: string };
    expect(teamName).toBe('성수 썬더스');

    const info = await t.http.get(`/api/team/${teamId}`).set(bearer(other.accessToken));
    expect(info.status).toBe(200);
    const team = info.body.data as TeamProfileInfo;
    expect(team).toMatchObject({
      teamId,
      teamName: '성수 썬더스',
      director: '김감독',
      managerName: '박매니저',
      estbDt: '2020-03-01',
      homeGround: '성수 야구장',
      introduction: '주말 아침에 모입니다.\n<b>환영</b>',
      playerCount: 1,
      leagueMains: [],
    });
    expect(team.logoImg).toMatch(/^[0-9a-f-]+\.png$/);
    const logo = await t.http.get(`/api/team/logo/${team.logoImg}`);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const size = await sharp(logo.body as Buffer).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThan(2400);
    expect(logoFiles().length).toBe(before.length + 2);

    expect(await t.dataSource.query('SELECT user_id FROM team_manager WHERE team_id = ?', [teamId])).toEqual([{ user_id: creator.userId }]);
    const [head] = await t.dataSource.query(
      'SELECT tp.team_role, p.user_id, p.player_name, p.birthday, p.phone FROM team_player tp JOIN player p ON p.player_id = tp.player_id WHERE tp.team_id = ?',
      [teamId],
    );
    expect(head).toMatchObject({ team_role: TeamRole.Head, user_id: creator.userId, player_name: '팀만든이', birthday: creator.member.birthday, phone: creator.member.phone });
    const managed = await t.http.get(`/api/team/admin/manage/${creator.userId}`).set(bearer(creator.accessToken));
    expect(managed.body.data.map((item: { teamId: number }) => item.teamId)).toContain(teamId);

    // A second team links the same player record instead of making another one.
    const second = await make(creator, { teamName: '성수 썬더스 2군' });
    expect(second.status).toBe(201);
    expect(second.body.data.teamId).not.toBe(teamId);
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM player WHERE user_id = ?', [creator.userId]))[0].n)).toBe(1);
    expect((await t.http.get(`/api/team/${second.body.data.teamId}`).set(bearer(creator.accessToken))).body.data.logoImg).toBeNull();
  });

  it('refuses a taken name (409), a bad date, a wrong file and a too big logo (400) and keeps nothing', async () => {
    await make(creator, { teamName: '왕십리 번개' });
    const teams = await teamCount();
    const files = logoFiles();

    const taken = await make(other, { teamName: ' 왕십리 번개 ' });
    expect([taken.status, taken.body.error]).toEqual([409, TEAM_PROFILE_MESSAGES.teamNameTaken]);
    const takenWithLogo = await make(other, { teamName: '왕십리 번개' }, [{ data: png, name: 'logo.png' }]);
    expect(takenWithLogo.status).toBe(409);

    for (const [estbDt, message] of [
      ['2023-02-29', TEAM_PROFILE_MESSAGES.estbDtNotReal],
      ['2023/01/01', TEAM_PROFILE_MESSAGES.estbDtFormat],
      ['2999-01-01', TEAM_PROFILE_MESSAGES.estbDtInFuture],
    ]) {
      const bad = await make(other, { teamName: '새팀', estbDt });
      expect([estbDt, bad.status, bad.body.errors?.estbDt]).toEqual([estbDt, 400, message]);
    }
    const noName = await make(other, { teamName: ' ' });
    expect([noName.status, noName.body.errors?.teamName]).toEqual([400, TEAM_PROFILE_MESSAGES.teamNameRequired]);

    const text = await make(other, { teamName: '새팀' }, [{ data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'logo.svg' }]);
    expect(text.status).toBe(400);
    expect(text.body.error).toContain('이미지');
    const pdf = await make(other, { teamName: '새팀' }, [{ data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), name: 'logo.pdf' }]);
    expect(pdf.status).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await make(other, { teamName: '새팀' }, [{ data: big, name: 'big.png' }]);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toContain('5MB');
    const two = await make(other, { teamName: '새팀' }, [{ data: png, name: 'a.png' }, { data: png, name: 'b.png' }]);
    expect([two.status, two.body.error]).toEqual([400, TEAM_PROFILE_MESSAGES.logoOne]);
    const json = await t.http.post('/api/team/user').set(bearer(other.accessToken)).send({ teamName: '새팀' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);

    expect(await teamCount()).toBe(teams);
    expect(logoFiles()).toEqual(files);
    expect(await t.dataSource.query('SELECT * FROM team_manager WHERE user_id = ?', [other.userId])).toEqual([]);
  });

  it('answers 401 to an anonymous make-team, the info to anyone (the public team page) and 404 for an unknown team', async () => {
    expect((await make(null, { teamName: '익명팀' })).status).toBe(401);
    const created = await make(creator, { teamName: '공개 정보 팀', homeGround: '공개 구장' });
    const anonymous = await t.http.get(`/api/team/${created.body.data.teamId}`);
    expect([anonymous.status, anonymous.body.data.homeGround]).toEqual([200, '공개 구장']);
    expect((await t.http.get('/api/team/999999').set(bearer(other.accessToken))).status).toBe(404);
    expect((await send('/api/team/999999', creator, { teamName: 'x팀' })).status).toBe(404);
  });

  it("lets the team's managers edit its info, replaces the logo, logs the change; others get 401/403", async () => {
    const created = await make(creator, { teamName: '뚝섬 파이터스', director: '이감독' }, [{ data: png, name: 'first.png' }]);
    const teamId: number = created.body.data.teamId;
    const firstLogo = ((await t.http.get(`/api/team/${teamId}`).set(bearer(creator.accessToken))).body.data as TeamProfileInfo).logoImg as string;
    const otherTeam = (await make(other, { teamName: '다른 팀' })).body.data.teamId as number;

    const url = `/api/team/${teamId}`;
    expect((await send(url, null, { teamName: '바뀐 이름' })).status).toBe(401);
    const denied = await send(url, other, { teamName: '바뀐 이름' });
    expect(denied.status).toBe(403);
    expect((await send(`/api/team/${otherTeam}`, creator, { teamName: '남의 팀' })).status).toBe(403);
    expect((await send(url, creator, { teamName: '다른 팀' })).status).toBe(409);
    expect((await send(url, creator, { teamName: '뚝섬 파이터스', estbDt: '2021-13-01' })).status).toBe(400);

    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 220, g: 0, b: 0 } } }).jpeg().toBuffer();
    const updated = await send(
      url,
      creator,
      { teamName: '뚝섬 파이터스 (개명)', director: '최감독', managerName: '', estbDt: '2019-05-05', homeGround: '뚝섬 구장', introduction: '새 소개' },
      [{ data: red, name: 'new.jpg' }],
    );
    expect(updated.status).toBe(201);
    const team = updated.body.data as TeamProfileInfo;
    expect(team).toMatchObject({ teamName: '뚝섬 파이터스 (개명)', director: '최감독', managerName: null, estbDt: '2019-05-05', homeGround: '뚝섬 구장', introduction: '새 소개' });
    expect(team.logoImg).toMatch(/\.jpg$/);
    expect(team.logoImg).not.toBe(firstLogo);
    expect(logoFiles()).not.toContain(firstLogo);
    expect(logoFiles()).toContain(team.logoImg);
    expect((await t.http.get(`/api/team/logo/${team.logoImg}`)).headers['content-type']).toBe('image/jpeg');

    // Without a file the logo stays.
    const kept = await send(url, creator, { teamName: '뚝섬 파이터스 (개명)', director: '최감독' });
    expect((kept.body.data as TeamProfileInfo).logoImg).toBe(team.logoImg);

    const [entry] = await t.dataSource.query(
      "SELECT user_id, changes FROM audit_entry WHERE scope_type = 'team' AND scope_id = ? AND kind = 'team.update' ORDER BY audit_id LIMIT 1",
      [teamId],
    );
    expect(entry.user_id).toBe(creator.userId);
    const changes = typeof entry.changes === 'string' ? JSON.parse(entry.changes) : entry.changes;
    expect(changes.teamName).toEqual({ before: '뚝섬 파이터스', after: '뚝섬 파이터스 (개명)' });
    expect(changes.logoImg).toEqual({ before: firstLogo, after: team.logoImg });
  });

  it('userManager: the head who made the team may take the manager right back; nobody else', async () => {
    const teamId: number = (await make(creator, { teamName: '마장 타이거즈' })).body.data.teamId;
    const url = (uid: number) => `/api/team/${teamId}/userManager/${uid}`;
    expect((await t.http.post(url(creator.userId)).set(bearer(other.accessToken))).status).toBe(403);
    expect((await t.http.post(url(other.userId)).set(bearer(other.accessToken))).status).toBe(403);
    await build(t).teams.removeManagers(teamId);
    const again = await t.http.post(url(creator.userId)).set(bearer(creator.accessToken));
    expect(again.status).toBe(201);
    expect(await t.dataSource.query('SELECT user_id FROM team_manager WHERE team_id = ?', [teamId])).toEqual([{ user_id: creator.userId }]);
    expect((await t.http.post(url(creator.userId)).set(bearer(creator.accessToken))).status).toBe(201);
  });
});
