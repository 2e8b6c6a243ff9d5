import { WinType } from '@dugout/contracts';
import { createScheduleItem } from '@dugout/testing';
import { teamRecord, teamResult } from './team-record';

const played = (gameId: number, visitScore: number, homeScore: number, winType: WinType = WinType.Normal, winnerSide: 'visit' | 'home' | null = null) =>
  createScheduleItem({
    gameId,
    scheduleTime: '2026-05-03T09:00:00+09:00',
    visit: [11, '강서 타이거즈'],
    home: [12, '화곡 베어스'],
    game: { visitScore, homeScore, winType, winnerSide, dayNight: null },
  });

describe('team results', () => {
  it('reads W, L and D from both sides and nothing for 노게임', () => {
    expect(teamResult(played(1, 5, 3), 11)).toBe('W');
    expect(teamResult(played(1, 5, 3), 12)).toBe('L');
    expect(teamResult(played(2, 4, 4), 11)).toBe('D');
    expect(teamResult(played(3, 2, 0, WinType.NoContest), 11)).toBeNull();
    // 몰수승 names its winner whatever the score says.
    expect(teamResult(played(4, 0, 3, WinType.Forfeit, 'visit'), 11)).toBe('W');
    expect(teamResult(played(1, 5, 3), 99)).toBeNull();
  });

  it("sums the team's record", () => {
    const games = [played(1, 5, 3), played(2, 4, 4), played(3, 1, 7), played(4, 2, 0, WinType.NoContest), played(5, 9, 1)];
    expect(teamRecord(games, 11)).toEqual({ win: 2, draw: 1, lose: 1 });
    expect(teamRecord(games, 12)).toEqual({ win: 1, draw: 1, lose: 2 });
  });
});
