import { DEFAULT_LEAGUE_RECORD_SETTINGS } from '@dugout/contracts';
import {
  type BatterOrder,
  type BattingTotals,
  emptyBattingTotals,
  emptyPitchingTotals,
  isBatterOrder,
  isPitcherOrder,
  type PitcherOrder,
  type PitchingTotals,
  type PlayerSeasonInput,
  rankBatters,
  rankLeaderBoards,
  rankPitchers,
  type RankingSettings,
} from '../../stats-engine';
import { playerRankingLists, playerRankingRows } from './player-rankings.answer';

// The engine ranks, the answer names: each list as the ranking calls answer it.
type Players = readonly PlayerSeasonInput[];
type Games = ReadonlyMap<number, number>;
const buildBatterRanking = (players: Players, games: Games, settings?: RankingSettings, order?: BatterOrder) =>
  playerRankingRows(rankBatters(players, games, 'qualified', settings, order), 'batter');
const buildSubBatterRanking = (players: Players, games: Games, settings?: RankingSettings, order?: BatterOrder) =>
  playerRankingRows(rankBatters(players, games, 'below', settings, order), 'batter');
const buildEveryBatterRanking = (players: Players, settings?: RankingSettings, order?: BatterOrder) =>
  playerRankingRows(rankBatters(players, new Map(), 'every', settings, order), 'batter');
const buildPitcherRanking = (players: Players, games: Games, settings?: RankingSettings, order?: PitcherOrder) =>
  playerRankingRows(rankPitchers(players, games, 'qualified', settings, order), 'pitcher');
const buildSubPitcherRanking = (players: Players, games: Games, settings?: RankingSettings, order?: PitcherOrder) =>
  playerRankingRows(rankPitchers(players, games, 'below', settings, order), 'pitcher');
const buildEveryPitcherRanking = (players: Players, settings?: RankingSettings, order?: PitcherOrder) =>
  playerRankingRows(rankPitchers(players, new Map(), 'every', settings, order), 'pitcher');
const buildPlayerRankingLists = (players: Players, games: Games, settings?: RankingSettings, limit?: number) =>
  playerRankingLists(rankLeaderBoards(players, games, settings, limit));

const TEAM_GAMES = new Map([
  [1, 10],
  [2, 10],
]);

let nextId = 100;
function player(
  playerName: string,
  teamId: number,
  batting: Partial<BattingTotals> = {},
  pitching: Partial<PitchingTotals> = {},
): PlayerSeasonInput {
  nextId += 1;
  return {
    playerId: nextId,
    playerName,
    teamId,
    teamName: teamId === 1 ? '강동 타이거즈' : '강서 이글스',
    batting: { ...emptyBattingTotals(), ...batting },
    pitching: { ...emptyPitchingTotals(), ...pitching },
  };
}

// 규정타석 20 PA, 규정이닝 8 innings (24 outs) for 10 team games
const kim = player('김민수', 1, { games: 10, pa: 40, ab: 36, h: 12, hr: 2, rbi: 10 }); // .333
const lee = player('이준호', 2, { games: 10, pa: 20, ab: 18, h: 6, hr: 4, rbi: 15 }); // .333, exactly qualified
const park = player('박성우', 1, { games: 9, pa: 19, ab: 10, h: 5, hr: 0, rbi: 3 }); // .500 but 19 PA
const choi = player('최영진', 2, { games: 10, pa: 30, ab: 30, h: 6, hr: 4, rbi: 10 }); // .200
const walker = player('정볼넷', 2, { games: 2, pa: 2, ab: 0, bb: 2 }); // no AB

const ace = player('강에이스', 1, { games: 3, pa: 3, ab: 3, h: 1 }, { games: 5, outs: 30, er: 5, so: 40, bf: 45, wins: 4 }); // 4.50
const closer = player('한마무리', 2, {}, { games: 8, outs: 24, er: 2, so: 20, bf: 30, wins: 1, saves: 5 }); // 2.25, exactly qualified
const rookie = player('오신인', 2, {}, { games: 3, outs: 23, er: 0, so: 12, bf: 28, wins: 4 }); // 0.00 but 7.2 innings
const wild = player('윤제구', 1, {}, { games: 1, outs: 0, er: 3, r: 3, bf: 4, bb: 4 }); // infinite ERA

const everyone = [kim, lee, park, choi, walker, ace, closer, rookie, wild];
const names = (rows: { player_name: string }[]) => rows.map((row) => row.player_name);
const ranks = (rows: { player_name: string; rank: number }[]) => rows.map((row) => [row.player_name, row.rank]);

describe('batter rankings', () => {
  it('list qualified batters by AVG, level averages sharing a rank in name order', () => {
    const rows = buildBatterRanking(everyone, TEAM_GAMES);
    expect(ranks(rows)).toEqual([
      ['김민수', 1],
      ['이준호', 1],
      ['최영진', 3],
    ]);
  });

  it('use the spec field names', () => {
    const [first] = buildBatterRanking(everyone, TEAM_GAMES);
    expect(first).toEqual({
      rank: 1,
      playerId: kim.playerId,
      teamId: 1,
      player_name: '김민수',
      team_name: '강동 타이거즈',
      game_cnt: 10,
      bat_avg: 12 / 36,
      bat_tpa: 40,
      bat_ab: 36,
      bat_hits: 12,
      bat_rbi: 10,
      bat_hr: 2,
      pit_era: null,
      pit_inning: '0',
      pit_outs: 0,
      pit_bf: 0,
      pit_win: 0,
      pit_so: 0,
    });
  });

  it('count games batted in batter lists and games pitched in pitcher lists (a two-way player differs)', () => {
    // 강에이스 batted in 3 games and pitched in 5.
    const batterRow = buildSubBatterRanking(everyone, TEAM_GAMES).find((row) => row.player_name === '강에이스');
    const pitcherRow = buildPitcherRanking(everyone, TEAM_GAMES).find((row) => row.player_name === '강에이스');
    expect(batterRow?.game_cnt).toBe(3);
    expect(pitcherRow?.game_cnt).toBe(5);
    const lists = buildPlayerRankingLists(everyone, TEAM_GAMES);
    expect(lists.listSo.find((row) => row.player_name === '강에이스')?.game_cnt).toBe(5);
  });

  it('list every batter and every pitcher, qualified or not, for exports', () => {
    const batters = buildEveryBatterRanking(everyone, DEFAULT_LEAGUE_RECORD_SETTINGS, 'hr');
    expect(names(batters).sort()).toEqual([...names(buildBatterRanking(everyone, TEAM_GAMES)), ...names(buildSubBatterRanking(everyone, TEAM_GAMES))].sort());
    expect(batters.map((row) => row.bat_hr)).toEqual([...batters.map((row) => row.bat_hr)].sort((a, b) => b - a));
    const pitchers = buildEveryPitcherRanking(everyone);
    expect(names(pitchers).sort()).toEqual([...names(buildPitcherRanking(everyone, TEAM_GAMES)), ...names(buildSubPitcherRanking(everyone, TEAM_GAMES))].sort());
  });

  it('list those below the plate-appearance threshold in the sub ranking, no AVG last', () => {
    const rows = buildSubBatterRanking(everyone, TEAM_GAMES);
    expect(names(rows)).toEqual(['박성우', '강에이스', '정볼넷']);
    expect(rows[2].bat_avg).toBeNull();
  });

  it('follow the league multiplier', () => {
    const rows = buildBatterRanking(everyone, TEAM_GAMES, { ...DEFAULT_LEAGUE_RECORD_SETTINGS, batterQualifyMultiplier: 1.9 });
    expect(names(rows)).toContain('박성우');
    expect(rows[0].player_name).toBe('박성우');
  });

  it('sort by another column on request', () => {
    expect(names(buildBatterRanking(everyone, TEAM_GAMES, DEFAULT_LEAGUE_RECORD_SETTINGS, 'rbi'))).toEqual([
      '이준호',
      '김민수',
      '최영진',
    ]);
    expect(isBatterOrder('hr')).toBe(true);
    expect(isBatterOrder('era')).toBe(false);
    expect(isBatterOrder('constructor')).toBe(false);
  });
});

describe('pitcher rankings', () => {
  it('list qualified pitchers by ERA, lowest first', () => {
    const rows = buildPitcherRanking(everyone, TEAM_GAMES);
    expect(names(rows)).toEqual(['한마무리', '강에이스']);
    expect(rows[0]).toMatchObject({ pit_era: 2.25, pit_inning: '8', pit_outs: 24, pit_bf: 30, pit_win: 1, pit_so: 20 });
    expect(rows[1].pit_era).toBe(4.5);
  });

  it('put pitchers below the innings threshold in the sub ranking, infinite ERA last as null', () => {
    const rows = buildSubPitcherRanking(everyone, TEAM_GAMES);
    expect(names(rows)).toEqual(['오신인', '윤제구']);
    expect(rows[0]).toMatchObject({ pit_era: 0, pit_inning: '7.2' });
    expect(rows[1].pit_era).toBeNull();
  });

  it('use the 7-inning base when the league plays 7 innings', () => {
    const rows = buildPitcherRanking(everyone, TEAM_GAMES, { ...DEFAULT_LEAGUE_RECORD_SETTINGS, eraBaseInnings: 7 });
    expect(rows[0].pit_era).toBeCloseTo(1.75, 12); // 2 x 7 / 8
    expect(isPitcherOrder('so')).toBe(true);
    expect(isPitcherOrder('avg')).toBe(false);
  });
});

describe('leader boards', () => {
  it('give the spec lists, counting stats among everyone', () => {
    const lists = buildPlayerRankingLists(everyone, TEAM_GAMES);
    expect(Object.keys(lists)).toEqual(['listAvg', 'listRbi', 'listHr', 'listEra', 'listWin', 'listSo']);
    expect(names(lists.listAvg)).toEqual(['김민수', '이준호', '최영진']);
    expect(ranks(lists.listRbi).slice(0, 3)).toEqual([
      ['이준호', 1],
      ['김민수', 2],
      ['최영진', 2],
    ]);
    expect(ranks(lists.listHr).slice(0, 3)).toEqual([
      ['이준호', 1],
      ['최영진', 1],
      ['김민수', 3],
    ]);
    expect(names(lists.listEra)).toEqual(['한마무리', '강에이스']);
    expect(ranks(lists.listWin)).toEqual([
      ['강에이스', 1],
      ['오신인', 1],
      ['한마무리', 3],
      ['윤제구', 4],
    ]);
    expect(names(lists.listSo)).toEqual(['강에이스', '한마무리', '오신인', '윤제구']);
  });

  it('cut each list to the limit', () => {
    const lists = buildPlayerRankingLists(everyone, TEAM_GAMES, DEFAULT_LEAGUE_RECORD_SETTINGS, 2);
    expect(lists.listWin).toHaveLength(2);
    expect(lists.listAvg).toHaveLength(2);
  });

  it('are empty without records', () => {
    expect(buildPlayerRankingLists([], TEAM_GAMES).listAvg).toEqual([]);
  });
});
