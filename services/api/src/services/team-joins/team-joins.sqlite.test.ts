import { TeamJoinsRepository } from '../../repositories/team-joins/team-joins.repository';
import { TeamJoinsService } from './team-joins.service';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// Joining and leaving teams on the embedded database (better-sqlite3), as `npm start` runs it on the demo.
describe('team joins on the embedded database', () => {
  const embedded = useEmbeddedApp('team-joins');
  let joins: TeamJoinsService;
  let memberId: number;
  let managerId: number;
  let teamId: number;

  beforeAll(async () => {
    joins = embedded.app.get(TeamJoinsService);
    const [member] = await embedded.db.query("SELECT user_id FROM user WHERE email = 'member@example.com'");
    memberId = Number(member.user_id);
    const [manager] = await embedded.db.query("SELECT tm.user_id, tm.team_id FROM team_manager tm JOIN user u ON u.user_id = tm.user_id WHERE u.email = 'team.manager@example.com'");
    managerId = Number(manager.user_id);
    teamId = Number(manager.team_id);
  });

  it('requests, lists, approves and withdraws', async () => {
    const card = await joins.joinTeamInfo(memberId, teamId);
    expect(card).toMatchObject({ teamId, joined: false, requested: false });
    const created = await joins.request(memberId, teamId, {
      teamId,
      userId: memberId,
      playerId: null,
      teamRole: 7,
      playerName: '일반회원',
      birthday: '19950101',
      gender: 'M',
      phone: '010-1111-2222',
      middleSchool: '중학교',
      schoolName: '고등학교',
      address1: '서울',
      position: 'OU',
      batThrw: 11,
      proType: 0,
      proTypeMiddle: 0,
      backnumber: '',
    });
    expect(created.requestState).toBe(1);
    const page = await joins.search(memberId, { search: card.teamName, page: 1, pagesize: 100 });
    expect(page.data.find((team) => team.teamId === teamId)).toMatchObject({ requested: true, joined: false });
    expect((await joins.pendingOfTeam(teamId)).map((item) => item.requestId)).toContain(created.requestId);
    expect(await embedded.app.get(TeamJoinsRepository).pendingCount(teamId)).toBeGreaterThan(0);

    const approved = await joins.approve(managerId, teamId, created.requestId, 7);
    expect(approved.requestState).toBe(2);
    expect((await joins.joinTeamInfo(memberId, teamId)).joined).toBe(true);
    expect((await joins.requestsOfMember(memberId))[0]).toMatchObject({ requestId: created.requestId, requestState: 2 });

    const left = await joins.withdraw(memberId, teamId);
    expect(left.teamId).toBe(teamId);
    expect((await joins.joinTeamInfo(memberId, teamId)).joined).toBe(false);
    const [leave] = await embedded.db.query('SELECT COUNT(*) AS total FROM team_player_history WHERE team_id = ? AND removed_by = ?', [teamId, memberId]);
    expect(Number(leave.total)).toBe(1);
  });

  it('rejects a request', async () => {
    const created = await joins.request(memberId, teamId, {
      teamId,
      userId: memberId,
      teamRole: 7,
      playerName: '일반회원',
      birthday: '19950101',
      gender: 'F',
      phone: '010-1111-2222',
      middleSchool: '중학교',
      schoolName: '고등학교',
      address1: '서울',
      position: 'P',
      batThrw: 22,
      proType: 1,
      proTypeMiddle: 2,
    });
    expect((await joins.reject(managerId, teamId, created.requestId)).requestState).toBe(3);
  });
});
