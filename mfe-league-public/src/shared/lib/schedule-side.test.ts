import { createScheduleItem } from '@dugout/testing';
import { markSuspended, scheduleSide } from './schedule-side';

describe('scheduleSide', () => {
  it('reads the team, and its own league in brackets for an interleague team', () => {
    const item = createScheduleItem({
      gameId: 1,
      scheduleTime: '2026-05-03T09:00:00+09:00',
      visit: [11, '강서 타이거즈'],
      home: [12, '화곡 베어스'],
      homeTeamInterleague: true,
      homeTeamLeagueId: 32,
      homeTeamLeague: { leagueName: '토요 2부' },
    });
    expect(scheduleSide(item, 'visit')).toMatchObject({ teamId: 11, teamName: '강서 타이거즈', leagueId: 31, interleagueName: null });
    expect(scheduleSide(item, 'home')).toMatchObject({ teamId: 12, teamName: '화곡 베어스', leagueId: 32, interleagueName: '토요 2부' });
  });

  it('has no name for an unassigned team and flags sport type 9 as a placeholder', () => {
    const item = createScheduleItem({
      gameId: 2,
      scheduleTime: '2026-05-03T09:00:00+09:00',
      visit: [null, null],
      home: [13, 'A조 1위'],
      homeTeam: { team: { teamName: 'A조 1위', logoImg: null, spoType: 9 } },
    });
    expect(scheduleSide(item, 'visit').teamName).toBeNull();
    expect(scheduleSide(item, 'home').placeholder).toBe(true);
  });

  it('falls back to the team info when the league team is missing', () => {
    const item = createScheduleItem({
      gameId: 3,
      scheduleTime: '2026-05-03T09:00:00+09:00',
      visit: [11, null],
      home: [12, '화곡 베어스'],
      visitTeamInfo: { teamName: '강서 타이거즈', logoImg: 'tigers.png' },
    });
    expect(scheduleSide(item, 'visit')).toMatchObject({ teamName: '강서 타이거즈', logoImg: 'tigers.png' });
  });
});

describe('markSuspended', () => {
  it("sets divId 'suspended' for the season's suspended games only", () => {
    const items = [
      createScheduleItem({ gameId: 1, scheduleTime: '2026-05-03T09:00:00+09:00', visit: [11, 'A'], home: [12, 'B'] }),
      createScheduleItem({ gameId: 2, scheduleTime: '2026-05-03T11:00:00+09:00', visit: [11, 'A'], home: [12, 'B'] }),
    ];
    const rows = markSuspended(items, [2]);
    expect(rows.map((row) => row.divId)).toEqual([undefined, 'suspended']);
    expect(markSuspended(items, undefined).every((row) => row.divId === undefined)).toBe(true);
  });
});
