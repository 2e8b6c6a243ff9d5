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
  const leaguePath = options.leaguePath ?? 'smalltest';
  const teamKeys = { A: ['ta1', 'ta2', 'ta3'], B: ['tb1', 'tb2', 'tb3'] };
  const games: SeasonFileGame[] = [];
  let day = 0;
  const addGame = (leagueKey: string, visitTeamKey: string, homeTeamKey: string, visitGuest: string | null = null) => {
    day += 1;
    const date = new Date(Date.UTC(2025, 3, 1 + day));
    games.push({
      key: `g${games.length + 1}`,
      leagueKey,
      gameName: visitGuest ? '교류전' : null,
      scheduleTime: `${date.toISOString().slice(0, 10)}T09:30:00+09:00`,
      groundKey: 'field',
      visitTeamKey,
      homeTeamKey,
      visitInterleagueLeagueKey: visitGuest,
      homeInterleagueLeagueKey: null,
      scorerEmail: null,
      isCancel: false,
      cancelReason: null,
      suspended: false,
      dayNight: 'N',
      record: null,
      lineups: [],
    });
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

  const allTeams = [...teamKeys.A, ...teamKeys.B];
  const players = allTeams.flatMap((teamKey) =>
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
    leagueMain: { leaguePath, mainName: '테스트 리그' },
    season: { seasonName: options.seasonName ?? '2025 시즌', beginDate: '2025-03-01', endDate: '2025-11-30', active: options.active ?? true },
    leagues: [
      { key: 'A', leagueName: 'A 리그', settings: { pointsWin: 3, pointsDraw: 1, pointsLoss: 0 } },
      { key: 'B', leagueName: 'B 리그', settings: null },
    ],
    grounds: [{ key: 'field', groundName: '테스트 구장' }],
    teams: allTeams.map((key) => ({ key, teamName: `팀 ${key.toUpperCase()}`, spoType: 1 as const, logo: null, director: '감독', managerName: '매니저', estbDt: '2010-01-01' })),
    players,
    leagueTeams: (['A', 'B'] as const).flatMap((leagueKey) => teamKeys[leagueKey].map((teamKey) => ({ leagueKey, teamKey }))),
    leaguePlayers: players.map((player) => ({ leagueKey: teamKeys.A.includes(player.teamKey) ? 'A' : 'B', playerKey: player.key, registerDate: '2025-03-01' })),
    games,
  };
}
