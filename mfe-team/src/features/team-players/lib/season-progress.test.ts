import type { PlayerGameLine } from '@dugout/contracts';
import { seasonProgress } from './season-progress';

const game = (gameId: number, ab: number, hits: number): PlayerGameLine => ({
  gameId,
  leagueId: 1,
  scheduleTime: `2026-05-0${gameId}T10:00:00+09:00`,
  opponentTeamName: '상대',
  batting: { bat_tpa: ab, bat_ab: ab, bat_hits: hits, bat_hr: 0, bat_rbi: 0, bat_bb: 0, bat_so: 0 },
  pitching: { pit_outs: 0, pit_er: 0, pit_so: 0, pit_hits: 0, pit_bb: 0 },
});

describe('season progress', () => {
  it('is the running batting average after each game, none before the first at-bat', () => {
    const points = seasonProgress([game(1, 0, 0), game(2, 4, 2), game(3, 4, 0)]);
    expect(points.map((point) => point.avg)).toEqual([null, 0.5, 0.25]);
    expect(points[2]).toMatchObject({ hits: 2, atBats: 8 });
  });
});
