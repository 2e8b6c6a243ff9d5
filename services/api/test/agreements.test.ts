import { LeaguesService } from '../src/services/leagues/leagues.service';
import { registerAndLogin, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { firstNumber, importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

const TEXT = '1. 리그 규정을 지킵니다.\n2. 상대 팀과 심판을 존중합니다.';
const SEOUL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

describe('league participation agreements on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let seasonId: number;
  let otherSeasonId: number; // of another league main
  let ta1: number;
  let ta2: number;
  let signerPlayer: number; // TA1 선수1, the signer's player
  let head: LoggedIn;
  let scorer: LoggedIn; // grade 5
  let signer: LoggedIn;
  let outsider: LoggedIn; // a member with no registered player
  let ta1Manager: LoggedIn;
  let ta2Manager: LoggedIn;

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const id = (sql: string, params: unknown[]) => firstNumber(t, sql, params);
  const signatureRows = async () => JSON.stringify(await t.dataSource.query('SELECT * FROM agreement_signature ORDER BY signature_id'));
  const adminUrl = () => `/api/league/admin/season/${seasonId}/agreement`;

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'agreetest' });
    ({ mainId, seasonId } = season);
    ({ TA1: ta1, TA2: ta2 } = season.teams);
    otherSeasonId = (await importSmallSeason(t, { leaguePath: 'agreetestb' })).seasonId;
    signerPlayer = await id(
      "SELECT p.player_id FROM player p JOIN league_player lp ON lp.player_id = p.player_id WHERE lp.team_id = ? AND p.player_name = 'TA1 선수1'",
      [ta1],
    );
    [head, scorer, signer, outsider, ta1Manager, ta2Manager] = await Promise.all(
      ['총괄관리자', '기록원', '서명회원', '외부회원', '팀관리자', '다른팀관리자'].map((username) => registerAndLogin(t, { username })),
    );
    await build(t).players.changePlayer(signerPlayer, { userId: signer.userId });
    const leagues = t.app.get(LeaguesService);
    await leagues.grantManager(mainId, head.userId, 1);
    await leagues.grantManager(mainId, scorer.userId, 5);
    await build(t).teams.managers(ta1, ta1Manager.userId);
    await build(t).teams.managers(ta2, ta2Manager.userId);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('shows a season without a text as not written, and refuses to sign it (404)', async () => {
    const read = await as(signer).get(`/api/league/agreement/agreetest/${seasonId}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ seasonId, mainId, leaguePath: 'agreetest', content: null, signature: null });
    expect(read.body.data.players).toEqual([expect.objectContaining({ playerId: signerPlayer, playerName: 'TA1 선수1', teamId: ta1, teamName: '팀 TA1', leagueName: 'A 리그' })]);
    const sign = await as(signer).post('/api/league/agreement', { seasonId, signName: 'TA1 선수1' });
    expect(sign.status).toBe(404);
    expect(sign.body.error).toBe('이 시즌의 참가 서약서가 아직 작성되지 않았습니다.');
    expect(await signatureRows()).toBe('[]');
  });

  it('lets only grade 1 write the text (grade 5 403, bad input 400) and logs it in the audit', async () => {
    expect((await as(scorer).put(adminUrl(), { content: TEXT })).status).toBe(403);
    const empty = await as(head).put(adminUrl(), { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.content).toBe('서약서 내용을 입력해 주세요.');
    const tooLong = await as(head).put(adminUrl(), { content: '가'.repeat(10_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.content).toMatch(/10,000자 이내/);
    expect(await t.dataSource.query('SELECT * FROM season_agreement')).toEqual([]);

    const first = await as(head).put(adminUrl(), { content: '초안' });
    expect(first.status).toBe(200);
    const saved = await as(head).put(adminUrl(), { content: TEXT });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ seasonId, mainId, content: TEXT, updatedBy: '총괄관리자' });
    expect(saved.body.data.updatedAt).toMatch(SEOUL_TIME);
    const audit = await t.dataSource.query(
      "SELECT user_id, object_type, object_id, changes FROM audit_entry WHERE scope_type = 'leagueMain' AND scope_id = ? AND kind = 'agreement.update' ORDER BY audit_id",
      [mainId],
    );
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ user_id: head.userId, object_type: 'season', object_id: seasonId });
    expect(String(audit[1].changes)).toContain('초안');
  });

  it('refuses a season the member does not play in (403) and a season of another league path (404)', async () => {
    const outside = await as(outsider).post('/api/league/agreement', { seasonId, signName: '외부회원' });
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe('이 시즌 리그에 등록된 선수만 참가 서약서에 서명할 수 있습니다.');
    const read = await as(outsider).get(`/api/league/agreement/agreetest/${seasonId}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ content: TEXT, players: [], signature: null });
    const otherPath = await as(signer).get(`/api/league/agreement/agreetestb/${seasonId}`);
    expect(otherPath.status).toBe(404);
    expect(otherPath.body.error).toBe('이 리그의 시즌이 아닙니다.');
    expect((await as(signer).get(`/api/league/agreement/nosuchleague/${seasonId}`)).status).toBe(404);
    expect((await as(signer).get('/api/league/agreement/agreetest/99999999')).status).toBe(404);
    expect((await as(signer).post('/api/league/agreement', { seasonId: otherSeasonId, signName: 'TA1 선수1' })).status).toBe(403);
    expect((await as(signer).post('/api/league/agreement', { seasonId: 99999999, signName: 'TA1 선수1' })).status).toBe(404);
    expect((await as(null).get(`/api/league/agreement/agreetest/${seasonId}`)).status).toBe(401);
    expect(await signatureRows()).toBe('[]');
  });

  it('refuses a name that is not the player’s and an empty one (400), nothing stored', async () => {
    const wrong = await as(signer).post('/api/league/agreement', { seasonId, signName: '홍길동' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('서명한 이름이 등록된 선수 이름(TA1 선수1)과 일치하지 않습니다.');
    expect(wrong.body.errors.signName).toBe(wrong.body.error);
    const empty = await as(signer).post('/api/league/agreement', { seasonId, signName: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.signName).toBe('서명란에 선수 이름을 입력해 주세요.');
    expect((await as(signer).post('/api/league/agreement', { seasonId: 'x', signName: 'TA1 선수1' })).status).toBe(400);
    expect(await signatureRows()).toBe('[]');
  });

  it('signs with the player’s name (spaces aside), keeps the date-time and the text, and refuses a second signature (409)', async () => {
    const signed = await as(signer).post('/api/league/agreement', { seasonId, signName: 'TA1선수1' });
    expect(signed.status).toBe(201);
    expect(signed.body.data).toMatchObject({
      seasonId,
      content: TEXT,
      signature: { seasonId, userId: signer.userId, playerId: signerPlayer, playerName: 'TA1 선수1', signName: 'TA1선수1' },
    });
    expect(signed.body.data.signature.signedAt).toMatch(SEOUL_TIME);
    const again = await as(signer).post('/api/league/agreement', { seasonId, signName: 'TA1 선수1' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('이미 이 시즌의 참가 서약서에 서명했습니다.');
    expect(JSON.parse(await signatureRows())).toHaveLength(1);
  });

  it('lists the member’s seasons with the signature and shows the signed text even after the league changes it', async () => {
    expect((await as(head).put(adminUrl(), { content: `${TEXT}\n3. 추가 조항` })).status).toBe(200);
    const list = await as(signer).get(`/api/league/agreementList/${signer.userId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ seasonId, leaguePath: 'agreetest', hasAgreement: true, signedAt: expect.stringMatching(SEOUL_TIME) }),
    ]);
    const item = await as(signer).get(`/api/league/agreementItem/${signer.userId}/${seasonId}`);
    expect(item.status).toBe(200);
    expect(item.body.data.content).toBe(TEXT);
    expect(item.body.data.signature.signedAt).toBe(list.body.data[0].signedAt);
    const read = await as(signer).get(`/api/league/agreement/agreetest/${seasonId}`);
    expect(read.body.data.signature).toMatchObject({ signName: 'TA1선수1' });

    expect((await as(outsider).get(`/api/league/agreementList/${outsider.userId}`)).body.data).toEqual([]);
    const notSigned = await as(outsider).get(`/api/league/agreementItem/${outsider.userId}/${seasonId}`);
    expect(notSigned.status).toBe(404);
    expect(notSigned.body.error).toBe('이 시즌의 참가 서약서에 서명한 기록이 없습니다.');
    expect((await as(outsider).get(`/api/league/agreementList/${signer.userId}`)).status).toBe(403);
    expect((await as(outsider).get(`/api/league/agreementItem/${signer.userId}/${seasonId}`)).status).toBe(403);
    expect((await as(null).get(`/api/league/agreementList/${signer.userId}`)).status).toBe(401);
  });

  it('shows the team manager which of the team’s registered players signed, and no other team’s', async () => {
    const status = await as(ta1Manager).get(`/api/league/agreementTeam/${ta1}/${seasonId}`);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ teamId: ta1, teamName: '팀 TA1', seasonId, hasAgreement: true });
    const players = status.body.data.players as { playerName: string; signedAt: string | null; signName: string | null }[];
    expect(players).toHaveLength(12);
    expect(players.filter((player) => player.signedAt !== null)).toEqual([
      expect.objectContaining({ playerId: signerPlayer, playerName: 'TA1 선수1', signName: 'TA1선수1', leagueName: 'A 리그' }),
    ]);
    expect((await as(ta2Manager).get(`/api/league/agreementTeam/${ta1}/${seasonId}`)).status).toBe(403);
    expect((await as(signer).get(`/api/league/agreementTeam/${ta1}/${seasonId}`)).status).toBe(403);
    expect((await as(ta1Manager).get(`/api/league/agreementTeam/${ta1}/99999999`)).status).toBe(404);
  });

  it('shows league managers the count per team', async () => {
    const admin = await as(scorer).get(adminUrl());
    expect(admin.status).toBe(200);
    const teams = admin.body.data.teams as { teamId: number; registered: number; signed: number }[];
    expect(teams).toHaveLength(6);
    expect(teams.find((team) => team.teamId === ta1)).toMatchObject({ teamName: '팀 TA1', registered: 12, signed: 1 });
    expect(teams.find((team) => team.teamId === ta2)).toMatchObject({ registered: 12, signed: 0 });
    expect((await as(signer).get(adminUrl())).status).toBe(403);
  });
});
