import { BATTING_COUNTS, battingLineFaults, gameOutcome, PITCHING_COUNTS, pitchingLineFaults, type GameSide, type WinType, winTypes } from '@dugout/contracts';
import { randomGameRecord, type Random, seededRandom } from '../../test/support/random-game-record';
import { BATTING_TOTAL_FIELDS } from './batting';
import { PITCHING_TOTAL_FIELDS } from './pitching';
import { aggregateBoxScores, applyBoxScore, type BoxScore, type BoxScorePlayerLine, emptySeasonTotals, playerKey, type SeasonTotals } from './season';
import { computeStandings } from './standings';

const TEAM_IDS = [11, 12, 13, 14];
const rosterOf = (teamId: number) => Array.from({ length: 12 }, (_, i) => teamId * 100 + i);

/**
 * A game of any win type whose lines come from the tests' one random box score (runs scored equal
 * the other side's pitchers' runs, some holds and unrecorded counts); a forfeit may come before play, with no lines.
 */
function randomBoxScore(random: Random, gameId: number): Game {
  const visitTeamId = random.pick(TEAM_IDS);
  const homeTeamId = random.pick(TEAM_IDS.filter((id) => id !== visitTeamId));
  const winType = random.pick(winTypes.codes);
  const forfeitBeforePlay = (winType === '6' || winType === '7') && random.next() < 0.3;
  if (forfeitBeforePlay) return { gameId, winType, visitTeamId, homeTeamId, lines: [], ...scoreOf(random, winType, { visit: 0, home: 0 }) };
  const record = randomGameRecord(random, { visit: rosterOf(visitTeamId), home: rosterOf(homeTeamId) }, { consistent: true, holdsAndGaps: true });
  const teamOf = (side: GameSide) => (side === 'visit' ? visitTeamId : homeTeamId);
  const lines: BoxScorePlayerLine[] = [
    ...record.batting.map(({ playerId, side, batNum: _batNum, subOrder: _subOrder, position: _position, ...batting }) => ({ playerId, teamId: teamOf(side), batting })),
    // A pitcher who also batted gets a second line: one game, two kinds of line.
    ...record.pitching.map(({ playerId, side, order: _order, ...pitching }) => ({ playerId, teamId: teamOf(side), pitching })),
  ];
  return { gameId, winType, visitTeamId, homeTeamId, lines, ...scoreOf(random, winType, { visit: record.visit.runs, home: record.home.runs }) };
}

function scoreOf(random: Random, winType: WinType, runs: Record<GameSide, number>) {
  const level = runs.visit === runs.home;
  let winnerSide: GameSide | null = null;
  if (winType === '6' || winType === '7' || winType === '9' || (winType === '4' && level)) {
    winnerSide = random.pick(['visit', 'home'] as const);
  }
  return { visitScore: runs.visit, homeScore: runs.home, winnerSide };
}

type Game = BoxScore & { visitScore: number; homeScore: number; winnerSide: GameSide | null };

function randomSeason(seed: number): Game[] {
  const random = seededRandom(seed);
  return Array.from({ length: random.int(5, 40) }, (_, i) => randomBoxScore(random, i + 1));
}

/** The oracle: plain sums over the lines of every game that is not a 노게임. */
function naiveTotals(games: Game[]) {
  const players = new Map<string, Record<string, number>>();
  const teams = new Map<number, Record<string, number>>();
  const bump = (target: Record<string, number>, field: string, amount: number) => {
    target[field] = (target[field] ?? 0) + amount;
  };
  for (const game of games) {
    if (game.winType === '5') continue;
    for (const teamId of [game.visitTeamId, game.homeTeamId]) {
      const team = teams.get(teamId) ?? {};
      bump(team, 'games', 1);
      teams.set(teamId, team);
    }
    const seen = new Set<string>();
    const battedOnce = new Set<string>();
    const pitchedOnce = new Set<string>();
    for (const line of game.lines) {
      const key = playerKey(line.teamId, line.playerId);
      const player = players.get(key) ?? {};
      const team = teams.get(line.teamId) as Record<string, number>;
      if (!seen.has(key)) bump(player, 'games', 1);
      seen.add(key);
      if (line.batting) {
        if (!battedOnce.has(key)) bump(player, 'bat.games', 1);
        battedOnce.add(key);
        for (const [field, value] of Object.entries(line.batting)) {
          const [name, amount] = value === null ? [`${field}Unrecorded`, 1] : [field, value];
          bump(player, `bat.${name}`, amount);
          bump(team, `bat.${name}`, amount);
        }
      }
      if (line.pitching) {
        if (!pitchedOnce.has(key)) bump(player, 'pit.games', 1);
        pitchedOnce.add(key);
        const { starter, decision, ...counts } = line.pitching;
        const credited = { starts: starter ? 1 : 0, wins: decision === 'w' ? 1 : 0, losses: decision === 'l' ? 1 : 0, saves: decision === 's' ? 1 : 0, holds: decision === 'h' ? 1 : 0 };
        for (const [field, value] of Object.entries({ ...counts, ...credited })) {
          const [name, amount] = value === null ? [`${field}Unrecorded`, 1] : [field, value];
          bump(player, `pit.${name}`, amount);
          bump(team, `pit.${name}`, amount);
        }
      }
      players.set(key, player);
    }
  }
  return { players, teams };
}

/** The league's teams as the standings read them: runs from their batting R and pitching R totals. */
const standingsTeams = (season: SeasonTotals) =>
  TEAM_IDS.map((teamId) => ({
    teamId,
    teamName: `팀${teamId}`,
    runsScored: season.teams.get(teamId)?.batting.r ?? 0,
    runsAllowed: season.teams.get(teamId)?.pitching.r ?? 0,
  }));

/** Season totals flattened the same way as the oracle (zero fields dropped). */
function flatten(season: SeasonTotals) {
  const flat = (games: number, batting: Record<string, number>, pitching: Record<string, number>, teamLevel: boolean) => {
    const out: Record<string, number> = { games };
    for (const field of BATTING_TOTAL_FIELDS) {
      if (teamLevel && field === 'games') continue;
      if (batting[field]) out[`bat.${field}`] = batting[field];
    }
    for (const field of PITCHING_TOTAL_FIELDS) {
      if (teamLevel && field === 'games') continue;
      if (pitching[field]) out[`pit.${field}`] = pitching[field];
    }
    return out;
  };
  return {
    players: new Map([...season.players].map(([key, p]) => [key, flat(p.games, p.batting, p.pitching, false)])),
    teams: new Map([...season.teams].map(([id, t]) => [id, flat(t.games, t.batting, t.pitching, true)])),
  };
}

const withoutZeros = (map: Map<string | number, Record<string, number>>) =>
  new Map(
    [...map].map(([key, record]) => [key, Object.fromEntries(Object.entries(record).filter(([, value]) => value !== 0))]),
  );

const SEEDS = Array.from({ length: 40 }, (_, i) => 20240 + i * 7919);

describe('statistics agree with the box scores they come from', () => {
  it('generates only valid lines and results (the generator itself is checked)', () => {
    const problems: unknown[] = [];
    for (const seed of SEEDS) {
      for (const game of randomSeason(seed)) {
        try {
          gameOutcome(game);
        } catch (error) {
          problems.push({ seed, gameId: game.gameId, error: String(error) });
        }
        for (const line of game.lines) {
          const notCounts = [...BATTING_COUNTS.map((field) => line.batting?.[field]), ...PITCHING_COUNTS.map((field) => line.pitching?.[field])].filter(
            (value) => value !== undefined && value !== null && !(Number.isInteger(value) && value >= 0),
          );
          const errors = {
            ...(notCounts.length > 0 ? { counts: notCounts } : {}),
            ...(line.batting ? battingLineFaults(line.batting).errors : {}),
            ...(line.pitching ? pitchingLineFaults(line.pitching).errors : {}),
          };
          if (Object.keys(errors).length > 0) problems.push({ seed, gameId: game.gameId, line, errors });
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('player and team totals equal the sums of the lines of every counted game', () => {
    for (const seed of SEEDS) {
      const games = randomSeason(seed);
      const expected = naiveTotals(games);
      const actual = flatten(aggregateBoxScores(games));
      expect({ seed, players: actual.players }).toEqual({ seed, players: withoutZeros(expected.players) });
      expect({ seed, teams: actual.teams }).toEqual({ seed, teams: withoutZeros(expected.teams) });
    }
  });

  it('the standings count the games of the team totals and show their runs', () => {
    for (const seed of SEEDS) {
      const games = randomSeason(seed);
      const season = aggregateBoxScores(games);
      const rows = computeStandings(standingsTeams(season), games);
      for (const row of rows) {
        const team = season.teams.get(row.teamId);
        const fromLines = { games: team?.games ?? 0, scored: team?.batting.r ?? 0, allowed: team?.pitching.r ?? 0 };
        expect({ seed, team: row.teamId, ...fromLines }).toEqual({
          seed,
          team: row.teamId,
          games: row.games,
          scored: row.runsScored,
          allowed: row.runsAllowed,
        });
      }
    }
  });

  it('adding then removing every game leaves nothing, in any order', () => {
    for (const seed of SEEDS) {
      const games = randomSeason(seed);
      const random = seededRandom(seed + 1);
      let season = aggregateBoxScores(games);
      const removalOrder = [...games].sort(() => random.next() - 0.5);
      for (const game of removalOrder) season = applyBoxScore(season, game, -1);
      expect({ seed, players: season.players.size, teams: season.teams.size }).toEqual({ seed, players: 0, teams: 0 });
    }
  });

  it('changing a game incrementally equals recomputing from scratch', () => {
    for (const seed of SEEDS) {
      const games = randomSeason(seed);
      const random = seededRandom(seed + 2);
      const changedIndex = random.int(0, games.length - 1);
      const replacement = randomBoxScore(random, games[changedIndex].gameId);
      const edited = games.map((game, index) => (index === changedIndex ? replacement : game));

      let incremental = aggregateBoxScores(games);
      incremental = applyBoxScore(incremental, games[changedIndex], -1);
      incremental = applyBoxScore(incremental, replacement, 1);
      expect({ seed, totals: flatten(incremental) }).toEqual({ seed, totals: flatten(aggregateBoxScores(edited)) });
    }
  });

  it('the aggregate does not depend on the order the games arrive in', () => {
    for (const seed of SEEDS) {
      const games = randomSeason(seed);
      const random = seededRandom(seed + 3);
      const shuffled = [...games].sort(() => random.next() - 0.5);
      expect({ seed, totals: flatten(aggregateBoxScores(shuffled)) }).toEqual({ seed, totals: flatten(aggregateBoxScores(games)) });
    }
  });

  it('void lines of a no-contest leave the season untouched', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const random = seededRandom(seed);
      const game = { ...randomBoxScore(random, 1), winType: '5' as const, winnerSide: null };
      expect(applyBoxScore(emptySeasonTotals(), game, 1)).toEqual(emptySeasonTotals());
    }
  });
});

describe('standings agree with the game results', () => {
  it('balance wins, losses, draws, games and runs across the league', () => {
    for (const seed of SEEDS) {
      const games = randomSeason(seed);
      const rows = computeStandings(standingsTeams(aggregateBoxScores(games)), games);
      const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
      const counted = games.filter((game) => game.winType !== '5');
      const bothLose = games.filter((game) => game.winType === '8').length;
      const drawn = counted.filter((game) => gameOutcome(game).visit === 'D').length;
      expect({ seed, games: sum((r) => r.games), wins: sum((r) => r.win), losses: sum((r) => r.lose), draws: sum((r) => r.draw) }).toEqual({
        seed,
        games: 2 * counted.length,
        wins: counted.length - bothLose - drawn,
        losses: counted.length + bothLose - drawn,
        draws: 2 * drawn,
      });
      expect({ seed, runs: sum((r) => r.runsScored) }).toEqual({ seed, runs: sum((r) => r.runsAllowed) });
      const ranks = rows.map((row) => row.rank);
      expect({ seed, ranks }).toEqual({ seed, ranks: [...ranks].sort((a, b) => a - b) });
      expect(rows[0].rank).toBe(1);
    }
  });
});
