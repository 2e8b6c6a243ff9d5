import { teamRoles, type TeamRosterEntry } from '@dugout/contracts';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

// GET /api/team/{id}/players: the roster with each player's member account, for any logged-in member.
describe('GET /api/team/{id}/players on MySQL', () => {
  let t: TestApp;
  let member: LoggedIn; // his player is TA1 선수4
  let teamId: number;
  const playerIds = new Map<string, number>();
  const player = (name: string) => playerIds.get(name) as number;
  const roster = (who: LoggedIn | null, id: number | string = teamId) => {
    const request = t.http.get(`/api/team/${id}/players`);
    return who ? request.set(bearer(who.accessToken)) : request;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile());
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    const [team] = await t.dataSource.query("SELECT team_id FROM team WHERE team_name = '팀 TA1'");
    teamId = Number(team.team_id);
    const players: { player_id: number; player_name: string }[] = await t.dataSource.query(
      'SELECT p.player_id, p.player_name FROM team_player tp JOIN player p ON p.player_id = tp.player_id WHERE tp.team_id = ?',
      [teamId],
    );
    for (const found of players) playerIds.set(found.player_name, Number(found.player_id));

    member = await registerAndLogin(t, { username: '회원선수' });
    const b = build(t);
    await b.players.changePlayer(player('TA1 선수4'), { userId: member.userId });
    // Back numbers that a text sort would misorder, a shared number, a letter and none at all.
    await b.teams.changeRosterLine(teamId, player('TA1 선수3'), { backnumber: '5' });
    await b.teams.changeRosterLine(teamId, player('TA1 선수11'), { backnumber: 'A' });
    await b.teams.changeRosterLine(teamId, player('TA1 선수12'), { backnumber: null });
    await b.teams.changeRosterLine(teamId, player('TA1 선수1'), { teamRole: 6, position: 'C' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers every roster player with back number, position, role and member account', async () => {
    const response = await roster(member);
    expect(response.status).toBe(200);
    const entries = response.body.data as TeamRosterEntry[];
    expect(entries).toHaveLength(12);
    expect(entries.find((entry) => entry.playerId === player('TA1 선수1'))).toEqual<TeamRosterEntry>({
      playerId: player('TA1 선수1'),
      playerName: 'TA1 선수1',
      backnumber: '1',
      position: 'C',
      teamRole: 6,
      userId: null,
    });
    expect(teamRoles.label(entries[0]?.teamRole)).toBe('선수(주장)');
    const mine = entries.find((entry) => entry.playerId === player('TA1 선수4'));
    expect(mine).toMatchObject({ playerName: 'TA1 선수4', backnumber: '4', teamRole: 7, userId: member.userId });
    expect(mine?.position === null || typeof mine?.position === 'string').toBe(true);
  });

  it('gives userId only to the player of a member; imported players have none', async () => {
    const entries = (await roster(member)).body.data as TeamRosterEntry[];
    expect(entries.filter((entry) => entry.userId !== null).map((entry) => entry.playerName)).toEqual(['TA1 선수4']);
  });

  it('orders numeric back numbers by value, then text ones, then none, ties by name', async () => {
    const entries = (await roster(member)).body.data as TeamRosterEntry[];
    expect(entries.map((entry) => [entry.backnumber, entry.playerName])).toEqual([
      ['1', 'TA1 선수1'],
      ['2', 'TA1 선수2'],
      ['4', 'TA1 선수4'],
      ['5', 'TA1 선수3'],
      ['5', 'TA1 선수5'],
      ['6', 'TA1 선수6'],
      ['7', 'TA1 선수7'],
      ['8', 'TA1 선수8'],
      ['9', 'TA1 선수9'],
      ['10', 'TA1 선수10'],
      ['A', 'TA1 선수11'],
      [null, 'TA1 선수12'],
    ]);
  });

  it('needs a login (401)', async () => {
    expect((await roster(null)).status).toBe(401);
  });

  it('answers 404 in Korean for an unknown team and 400 for a bad id', async () => {
    const unknown = await roster(member, 987654);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('팀을 찾을 수 없습니다.');
    for (const bad of ['abc', '0', '-3']) {
      const response = await roster(member, bad);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('잘못된 번호 형식입니다.');
    }
  });
});
