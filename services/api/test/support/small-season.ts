import type { SeasonFile, SeasonFileGame } from '../../src/data-tooling/season-file';

export interface SmallSeasonOptions {
  leaguePath?: string;
  seasonName?: string;
  active?: boolean;
}

/**
 * A small valid season without records: two leagues (A, B) of three teams with twelve players
 * each, a double round of games in each league, and interleague games (B teams visiting A,
 * A teams visiting B). Records are written by the tests.
 */
export function smallSeasonFile(options: SmallSeasonOptions = {}): SeasonFile {
  const teamKeys = { A: ['ta1', 'ta2', 'ta3'], B: ['tb1', 'tb2', 'tb3'] };
  const games: SeasonFileGame[] = [];
  let day = 0;
  const addGame = (leagueKey: string, visitTeamKey: string, homeTeamKey: string, visitGuest: string | null = null) => {
    day += 1;
    const date = new Date(Date.UTC(2025, 3, 1 + day));
    games.push(
      seasonGame({
        key: `g${games.length + 1}`,
        leagueKey,
        gameName: visitGuest ? '교류전' : null,
        scheduleTime: `${date.toISOString().slice(0, 10)}T09:30:00+09:00`,
        visitTeamKey,
        homeTeamKey,
        visitInterleagueLeagueKey: visitGuest,
      }),
    );
  };
  for (const league of ['A', 'B'] as const) {
    for (const visit of teamKeys[league]) {
      for (const home of teamKeys[league]) if (visit !== home) addGame(league, visit, home);
    }
  }
  addGame('A', 'tb1', 'ta1', 'B');
  addGame('A', 'tb2', 'ta2', 'B');
  addGame('B', 'ta3', 'tb3', 'A');
  addGame('B', 'ta1', 'tb2', 'A');

  return testSeasonFile({
    leaguePath: options.leaguePath ?? 'smalltest',
    mainName: '테스트 리그',
    seasonName: options.seasonName,
    active: options.active,
    leagues: [
      { key: 'A', leagueName: 'A 리그', settings: { pointsWin: 3, pointsDraw: 1, pointsLoss: 0 } },
      { key: 'B', leagueName: 'B 리그', settings: null },
    ],
    teamKeys: [...teamKeys.A, ...teamKeys.B],
    leagueOf: (teamKey) => (teamKeys.A.includes(teamKey) ? 'A' : 'B'),
    games,
  });
}

/** A scheduled game of a test season on the ground 'field', at night, without record or lineups unless told. */
export function seasonGame(game: Pick<SeasonFileGame, 'key' | 'leagueKey' | 'scheduleTime' | 'visitTeamKey' | 'homeTeamKey'> & Partial<SeasonFileGame>): SeasonFileGame {
  return {
    gameName: null,
    groundKey: 'field',
    visitInterleagueLeagueKey: null,
    homeInterleagueLeagueKey: null,
    scorerEmail: null,
    isCancel: false,
    cancelReason: null,
    suspended: false,
    dayNight: 'N',
    record: null,
    lineups: [],
    ...game,
  };
}

export interface TestSeasonFrame {
  leaguePath: string;
  mainName: string;
  /** '2025 시즌' (2025-03-01 to 2025-11-30), active, unless told. */
  seasonName?: string;
  active?: boolean;
  leagues: SeasonFile['leagues'];
  teamKeys: readonly string[];
  /** The league each team (and its players) is entered in. */
  leagueOf: (teamKey: string) => string;
  games: SeasonFileGame[];
}

/**
 * A season file of the teams (팀 TA1 ... from their keys), each with twelve players registered in its
 * league from the season's first day, three pitchers and nine infielders, on the one ground 'field'.
 */
export function testSeasonFile(frame: TestSeasonFrame): SeasonFile {
  const players = frame.teamKeys.flatMap((teamKey) =>
    Array.from({ length: 12 }, (_, i) => ({
      key: `${teamKey}-p${i + 1}`,
      playerName: `${teamKey.toUpperCase()} 선수${i + 1}`,
      birthday: '19900101',
      gender: 'M' as const,
      position: i < 3 ? ('P' as const) : ('IN' as const),
      batThrw: 22 as const,
      teamKey,
      backnumber: i + 1,
      teamRole: 7 as const,
    })),
  );
  return {
    formatVersion: 1,
    source: 'test',
    leagueMain: { leaguePath: frame.leaguePath, mainName: frame.mainName },
    season: { seasonName: frame.seasonName ?? '2025 시즌', beginDate: '2025-03-01', endDate: '2025-11-30', active: frame.active ?? true },
    leagues: frame.leagues,
    grounds: [{ key: 'field', groundName: '테스트 구장' }],
    teams: frame.teamKeys.map((key) => ({ key, teamName: `팀 ${key.toUpperCase()}`, spoType: 1 as const, logo: null, director: '감독', managerName: '매니저', estbDt: '2010-01-01' })),
    players,
    leagueTeams: frame.teamKeys.map((teamKey) => ({ leagueKey: frame.leagueOf(teamKey), teamKey })),
    leaguePlayers: players.map((player) => ({ leagueKey: frame.leagueOf(player.teamKey), playerKey: player.key, registerDate: '2025-03-01' })),
    games: frame.games,
  };
}
