// Box scores and a season file the save benchmarks share: one league of 16 teams of 16 players
// whose games pair the teams so that the 8 games of a round have no team in common.

export const TEAMS = 16;
export const SCORERS = TEAMS / 2;
export const BATTERS = 15;
export const PITCHERS = 5;

/** One league of 16 teams of 16 players; each round pairs the teams into 8 games with no team in common. */
export function benchSeason(rounds, leaguePath = 'benchsaves') {
  const teamKeys = Array.from({ length: TEAMS }, (_, i) => `b${i + 1}`);
  const games = [];
  for (let round = 0; round < rounds; round += 1) {
    for (let pair = 0; pair < SCORERS; pair += 1) {
      const date = new Date(Date.UTC(2026, 3, 1 + round));
      games.push({
        key: `g${games.length + 1}`,
        leagueKey: 'A',
        gameName: null,
        scheduleTime: `${date.toISOString().slice(0, 10)}T${String(8 + pair).padStart(2, '0')}:00:00+09:00`,
        groundKey: 'field',
        // Rotating the pairing each round: games of different rounds share teams.
        visitTeamKey: teamKeys[(pair * 2 + round) % TEAMS],
        homeTeamKey: teamKeys[(pair * 2 + 1 + round) % TEAMS],
        visitInterleagueLeagueKey: null,
        homeInterleagueLeagueKey: null,
        scorerEmail: null,
        isCancel: false,
        cancelReason: null,
        suspended: false,
        dayNight: 'N',
        record: null,
        lineups: [],
      });
    }
  }
  const players = teamKeys.flatMap((teamKey) =>
    Array.from({ length: BATTERS + 1 }, (_, i) => ({
      key: `${teamKey}-p${i + 1}`,
      playerName: `${teamKey.toUpperCase()} 선수${i + 1}`,
      birthday: '19900101',
      gender: 'M',
      position: i < PITCHERS ? 'P' : 'IN',
      batThrw: 22,
      teamKey,
      backnumber: i + 1,
      teamRole: 7,
    })),
  );
  return {
    formatVersion: 1,
    source: 'bench',
    leagueMain: { leaguePath, mainName: '동시 저장 벤치 리그' },
    season: { seasonName: '2026 시즌', beginDate: '2026-03-01', endDate: '2026-11-30', active: true },
    leagues: [{ key: 'A', leagueName: 'A 리그', settings: null }],
    grounds: [{ key: 'field', groundName: '벤치 구장' }],
    teams: teamKeys.map((key) => ({ key, teamName: `팀 ${key.toUpperCase()}`, spoType: 1, logo: null, director: '감독', managerName: '매니저', estbDt: '2010-01-01' })),
    players,
    leagueTeams: teamKeys.map((teamKey) => ({ leagueKey: 'A', teamKey })),
    leaguePlayers: players.map((player) => ({ leagueKey: 'A', playerKey: player.key, registerDate: '2026-03-01' })),
    games,
  };
}

const zeroBat = { pa: 0, ab: 0, r: 0, h: 0, b2: 0, b3: 0, hr: 0, rbi: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sb: 0, cs: 0, sh: 0, sf: 0, gidp: 0 };
const zeroPit = { outs: 0, bf: 0, pitches: 0, h: 0, hr: 0, r: 0, er: 0, bb: 0, hbp: 0, so: 0, wp: 0, bk: 0 };

/**
 * A consistent full box score, visit 3 - 2 home (home 9th not batted; 30 batting, 10 pitching
 * lines): every batter 3 PA, 3 AB, 1 H, 1 SO; the opposing pitchers allow exactly those; outs
 * match the innings. `players`: the ids of each side's roster.
 */
export function fullBoxScore(players, round) {
  const batting = [];
  const pitching = [];
  const side = (name, ids, runs) =>
    ids.slice(0, BATTERS).forEach((playerId, i) =>
      batting.push({ ...zeroBat, playerId, side: name, batNum: i < 9 ? i + 1 : i - 8, subOrder: i < 9 ? 0 : 1, position: null, pa: 3, ab: 3, h: 1, so: 1, r: i < runs ? 1 : 0, sb: round % 2 }),
    );
  side('visit', players.visit, 3);
  side('home', players.home, 2);
  const staff = (name, ids, outs, runs, decisions) =>
    ids.slice(ids.length - PITCHERS).forEach((playerId, i) =>
      pitching.push({ ...zeroPit, playerId, side: name, order: i + 1, starter: i === 0, decision: decisions[i] ?? null, outs: outs[i], bf: 3 + outs[i], h: 3, so: 3, r: i < runs ? 1 : 0, er: i < runs ? 1 : 0, pitches: 40 + round }),
    );
  staff('visit', players.visit, [15, 3, 3, 2, 1], 2, ['w', null, null, null, 's']);
  staff('home', players.home, [6, 6, 6, 6, 3], 3, ['l']);
  return {
    winType: '1',
    winnerSide: 'visit',
    lineScore: { visit: [1, 0, 2, 0, 0, 0, 0, 0, 0], home: [0, 1, 0, 1, 0, 0, 0, 0, null] },
    visit: { runs: 3, hits: BATTERS, errors: round % 3, walks: 0 },
    home: { runs: 2, hits: BATTERS, errors: 0, walks: 0 },
    batting,
    pitching,
  };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
