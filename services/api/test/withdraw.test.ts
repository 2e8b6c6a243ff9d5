import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { bearer, login, PASSWORD, register, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { importSmallMains } from './support/small-mains';
import { createTestApp, type TestApp } from './support/test-app';

// POST /api/user/{id}/withdrawUser and DELETE /api/user/{id} on MySQL.
describe('withdrawal on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let uploadDir: string;

  const withdraw = (who: LoggedIn | null, userId: number, body: unknown) => {
    const request = t.http.post(`/api/user/${userId}/withdrawUser`);
    return (who ? request.set(bearer(who.accessToken)) : request).send(body as object);
  };
  const userRow = async (userId: number) =>
    (await t.dataSource.query('SELECT email, username, nickname, password_hash, phone, birthday, gender, photo, withdrawn_at FROM `user` WHERE user_id = ?', [userId]))[0];
  const count = async (sql: string, params: unknown[]) => Number((await t.dataSource.query(sql, params))[0].n);
  const makeTeam = async (who: LoggedIn, teamName: string): Promise<number> => {
    const response = await t.http.post('/api/team/user').set(bearer(who.accessToken)).field('teamName', teamName);
    expect(response.status).toBe(201);
    return response.body.data.teamId as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    uploadDir = path.join(t.tempDir, 'upload');
    const { mainIds } = await importSmallMains(t, ['withdrawleague']);
    mainId = mainIds.get('withdrawleague') as number;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a login, 403 for another member and 400 without a password or with a wrong one, changing nothing', async () => {
    const [member, other] = await Promise.all([registerAndLogin(t), registerAndLogin(t)]);
    expect((await withdraw(null, member.userId, { password: PASSWORD })).status).toBe(401);
    expect((await withdraw(other, member.userId, { password: PASSWORD })).status).toBe(403);
    expect((await t.http.delete(`/api/user/${member.userId}`).set(bearer(other.accessToken)).send({ password: PASSWORD })).status).toBe(403);
    const missing = await withdraw(member, member.userId, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toBeDefined();
    const wrong = await withdraw(member, member.userId, { password: 'wrong-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toBe('비밀번호가 올바르지 않습니다.');
    expect((await userRow(member.userId)).withdrawn_at).toBeNull();
    expect((await login(t, member.member.email, PASSWORD)).status).toBe(200);
    const refreshed = await t.http.post('/api/auth/refresh').send({ refreshToken: member.refreshToken, userId: member.userId });
    expect(refreshed.status).toBe(200);
  });

  it('refuses while the member is the last manager of a team or the only grade-1 manager of a league, then closes the account', async () => {
    const member = await registerAndLogin(t, { username: '탈퇴할이' });
    const colleague = await registerAndLogin(t, { username: '동료' });
    const secondSession = await login(t, member.member.email, PASSWORD);
    const teamId = await makeTeam(member, '탈퇴 테스트 팀');
    const [{ player_id: playerId }] = await t.dataSource.query('SELECT player_id FROM player WHERE user_id = ?', [member.userId]);
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const changed = await t.http
      .post(`/api/user/${member.userId}`)
      .set(bearer(member.accessToken))
      .field({ username: '탈퇴할이', phone: '010-1111-2222', birthday: '19900101', gender: 'M' })
      .attach('photo', png, 'me.png');
    const photo = changed.body.data.photo as string;
    expect(fs.existsSync(path.join(uploadDir, 'profile', photo))).toBe(true);

    const lastTeamManager = await withdraw(member, member.userId, { password: PASSWORD });
    expect(lastTeamManager.status).toBe(409);
    expect(lastTeamManager.body.error).toBe('탈퇴 테스트 팀 팀의 유일한 관리자입니다. 다른 회원을 팀 관리자로 지정한 뒤에 탈퇴해 주세요.');

    const b = build(t);
    await b.teams.managers(teamId, colleague.userId);
    await b.leagues.manager(mainId, member.userId, { grade: 1 });
    await b.leagues.manager(mainId, colleague.userId, { grade: 5 });
    const lastHead = await withdraw(member, member.userId, { password: PASSWORD });
    expect(lastHead.status).toBe(409);
    expect(lastHead.body.error).toMatch(/의 유일한 총괄 관리자입니다\. 다른 회원을 총괄 관리자로 지정한 뒤에 탈퇴해 주세요\.$/);
    expect((await userRow(member.userId)).withdrawn_at).toBeNull();
    expect(await count('SELECT COUNT(*) AS n FROM team_manager WHERE user_id = ?', [member.userId])).toBe(1);

    await b.leagues.grade(mainId, colleague.userId, 1);
    const done = await withdraw(member, member.userId, { password: PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ result: true });

    // Personal data gone at once; the row stays for the ids that point at it.
    const row = await userRow(member.userId);
    expect(row).toMatchObject({
      email: `withdrawn-${member.userId}@withdrawn.invalid`,
      username: '탈퇴회원',
      nickname: null,
      password_hash: '',
      phone: '',
      birthday: '',
      gender: '',
      photo: null,
    });
    expect(row.withdrawn_at).not.toBeNull();
    expect(fs.existsSync(path.join(uploadDir, 'profile', photo))).toBe(false);
    // The player's name stays for the game records; everything else and the link to the account go.
    const [player] = await t.dataSource.query('SELECT * FROM player WHERE player_id = ?', [playerId]);
    expect(player).toMatchObject({ user_id: null, player_name: '탈퇴할이', birthday: null, gender: null, phone: null, address1: null });
    // Staff duties and the roster entry end; the removals are in the team's and the league's audit logs.
    expect(await count('SELECT COUNT(*) AS n FROM team_manager WHERE user_id = ?', [member.userId])).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM league_manager WHERE user_id = ?', [member.userId])).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM team_player WHERE player_id = ?', [playerId])).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM team_player_history WHERE player_id = ? AND team_id = ?', [playerId, teamId])).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM audit_entry WHERE user_id = ? AND kind IN ('teamManager.remove', 'manager.remove')", [member.userId])).toBe(2);

    // Every session ends: no refresh of either login, no new login, and writes refuse the account.
    for (const refreshToken of [member.refreshToken, secondSession.body.data.refresh_token as string]) {
      const refreshed = await t.http.post('/api/auth/refresh').send({ refreshToken, userId: member.userId });
      expect(refreshed.status).toBe(401);
    }
    expect(await count('SELECT COUNT(*) AS n FROM refresh_token WHERE user_id = ? AND revoked_at IS NULL', [member.userId])).toBe(0);
    expect((await login(t, member.member.email, PASSWORD)).status).toBe(401);
    expect((await t.http.get(`/api/user/${member.userId}`).set(bearer(member.accessToken))).status).toBe(404);
    const write = await t.http
      .post(`/api/user/${member.userId}`)
      .set(bearer(member.accessToken))
      .field({ username: '되살리기', phone: '010-1111-2222', birthday: '19900101', gender: 'M' });
    expect(write.status).toBe(404);
    expect((await withdraw(member, member.userId, { password: PASSWORD })).status).toBe(404);

    // The email can be registered again, as a new account.
    const again = await register(t, { ...member.member });
    expect(again).not.toBe(member.userId);
  });

  it('DELETE /api/user/{id} closes the own account the same way', async () => {
    const member = await registerAndLogin(t);
    const response = await t.http.delete(`/api/user/${member.userId}`).set(bearer(member.accessToken)).send({ password: PASSWORD });
    expect(response.status).toBe(200);
    expect((await userRow(member.userId)).withdrawn_at).not.toBeNull();
    expect((await login(t, member.member.email, PASSWORD)).status).toBe(401);
  });
});
