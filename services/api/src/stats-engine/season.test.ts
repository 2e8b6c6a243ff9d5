import { type BattingLine, emptyBattingLine } from './batting';
import { emptyPitchingLine, type PitchingLine } from './pitching';
import { aggregateBoxScores, applyBoxScore, type BoxScore, boxScoreContribution, emptySeasonTotals, playerKey } from './season';

const bat = (counts: Partial<BattingLine>): BattingLine => ({ ...emptyBattingLine(), ...counts });
const pitch = (counts: Partial<PitchingLine>): PitchingLine => ({ ...emptyPitchingLine(), ...counts });

const HOME = 1;
const AWAY = 2;

const game1: BoxScore = {
  gameId: 1,
  winType: '1',
  visitTeamId: AWAY,
  homeTeamId: HOME,
  lines: [
    // player 10 bats and pitches: one game, a batting line and a pitching line
    { playerId: 10, teamId: HOME, batting: bat({ pa: 4, ab: 3, h: 2, hr: 1, r: 1, rbi: 2, bb: 1 }) },
    { playerId: 10, teamId: HOME, pitching: pitch({ outs: 18, bf: 24, h: 5, r: 2, er: 1, so: 6, decision: 'w' }) },
    { playerId: 11, teamId: HOME, batting: bat({ pa: 4, ab: 4, h: 1, r: 1 }) },
    { playerId: 11, teamId: HOME, pitching: pitch({ outs: 3, bf: 3, decision: 's' }) },
    { playerId: 20, teamId: AWAY, batting: bat({ pa: 4, ab: 4, h: 3, b2: 1, r: 2, rbi: 1 }) },
    { playerId: 21, teamId: AWAY, pitching: pitch({ outs: 24, bf: 30, h: 3, hr: 1, r: 2, er: 2, bb: 1, decision: 'l' }) },
  ],
};

describe('box score contribution', () => {
  it('counts a two-way player once and sums his team', () => {
    const { players, teams } = boxScoreContribution(game1);
    const ace = players.find((p) => p.playerId === 10);
    expect(ace).toMatchObject({ games: 1, batting: { games: 1, pa: 4, h: 2, hr: 1 }, pitching: { games: 1, outs: 18, wins: 1 } });
    const home = teams.find((t) => t.teamId === HOME);
    expect(home).toMatchObject({
      games: 1,
      batting: { games: 1, pa: 8, ab: 7, h: 3, hr: 1, r: 2, rbi: 2, bb: 1 },
      pitching: { games: 1, outs: 21, bf: 27, r: 2, er: 1, so: 6, wins: 1, saves: 1 },
    });
    expect(teams.find((t) => t.teamId === AWAY)?.pitching).toMatchObject({ outs: 24, r: 2, er: 2, losses: 1 });
  });

  it('gives both teams the game of a forfeit before play, with no lines', () => {
    const { players, teams } = boxScoreContribution({ gameId: 2, winType: '6', visitTeamId: AWAY, homeTeamId: HOME, lines: [] });
    expect(players).toEqual([]);
    expect(teams.map((t) => [t.teamId, t.games, t.batting.pa])).toEqual([
      [AWAY, 1, 0],
      [HOME, 1, 0],
    ]);
  });

  it('keeps the lines recorded before a forfeit and voids those of a no-contest', () => {
    expect(boxScoreContribution({ ...game1, winType: '7' }).players).toHaveLength(4);
    expect(boxScoreContribution({ ...game1, winType: '8' }).players).toHaveLength(4);
    expect(boxScoreContribution({ ...game1, winType: '5' })).toEqual({ players: [], teams: [] });
  });

  it('refuses a line of a team that did not play', () => {
    const stray: BoxScore = { ...game1, lines: [{ playerId: 30, teamId: 3, batting: bat({ pa: 1, ab: 1 }) }] };
    expect(() => boxScoreContribution(stray)).toThrow(RangeError);
  });
});

describe('season totals', () => {
  const game2: BoxScore = {
    gameId: 2,
    winType: '3',
    visitTeamId: HOME,
    homeTeamId: AWAY,
    lines: [{ playerId: 10, teamId: HOME, batting: bat({ pa: 3, ab: 3, h: 1 }) }],
  };

  it('add up games and lines', () => {
    const season = aggregateBoxScores([game1, game2]);
    expect(season.players.get(playerKey(HOME, 10))).toMatchObject({
      games: 2,
      batting: { games: 2, pa: 7, ab: 6, h: 3 },
      pitching: { games: 1, outs: 18 },
    });
    expect(season.teams.get(AWAY)).toMatchObject({ games: 2, batting: { games: 2, pa: 4 } });
  });

  it('return to nothing when the games are removed, and refuse to remove one never added', () => {
    let season = aggregateBoxScores([game1, game2]);
    season = applyBoxScore(season, game2, -1);
    expect(season.players.get(playerKey(HOME, 10))?.games).toBe(1);
    season = applyBoxScore(season, game1, -1);
    expect(season).toEqual(emptySeasonTotals());
    expect(() => applyBoxScore(season, game1, -1)).toThrow(RangeError);
  });
});
