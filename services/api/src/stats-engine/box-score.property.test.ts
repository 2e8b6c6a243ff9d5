import { gameOutcome, type GameSide, OPTIONAL_BATTING_COUNTS, OPTIONAL_PITCHING_COUNTS, type WinType, winTypes } from '@dugout/contracts';
import { BATTING_TOTAL_FIELDS, type BattingLine, emptyBattingLine, validateBattingLine } from './batting';
import { emptyPitchingLine, PITCHING_TOTAL_FIELDS, type PitchingLine, validatePitchingLine } from './pitching';
import { aggregateBoxScores, applyBoxScore, type BoxScore, type BoxScorePlayerLine, emptySeasonTotals, playerKey, type SeasonTotals } from './season';
import { computeStandings } from './standings';

/** mulberry32: a tiny seeded generator, so a failing season can be replayed from its seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return { next, int, pick };
}
type Random = ReturnType<typeof seededRandom>;

const TEAM_IDS = [11, 12, 13, 14];
const rosterOf = (teamId: number) => Array.from({ length: 12 }, (_, i) => teamId * 100 + i);

/** Some scoresheets do not record the optional counts: about one line in ten drops one of them (null). */
function dropSomeCounts<T extends Record<string, number | null>>(random: Random, line: T, optional: readonly (keyof T)[]): T {
  if (random.next() < 0.1) (line as Record<keyof T, number | null>)[random.pick(optional)] = null;
  return line;
}

function battingLine(random: Random): BattingLine {
  const line = emptyBattingLine() as Record<keyof BattingLine, number>;
  const appearances = random.int(0, 6);
  line.pa = appearances;
  for (let i = 0; i < appearances; i += 1) {
    const roll = random.next();
    if (roll < 0.1) line.bb += 1;
    else if (roll < 0.13) line.hbp += 1;
    else if (roll < 0.16) line.sf += 1;
    else if (roll < 0.18) line.sh += 1;
    else {
      line.ab += 1;
      const kind = random.next();
      if (kind < 0.2) line.so += 1;
      else if (kind < 0.48) {
        line.h += 1;
        const extra = random.next();
        if (extra < 0.15) line.b2 += 1;
        else if (extra < 0.18) line.b3 += 1;
        else if (extra < 0.24) line.hr += 1;
      }
    }
  }
  line.r = line.hr + random.int(0, line.h - line.hr + line.bb + line.hbp);
  line.rbi = line.hr + random.int(0, 2);
  line.sb = random.int(0, 1);
  line.cs = random.int(0, 1) * random.int(0, 1);
  line.gidp = line.ab > line.h ? random.int(0, 1) : 0;
  return dropSomeCounts(random, line as BattingLine, OPTIONAL_BATTING_COUNTS);
}

/** Pitching lines for `runs` runs scored by the other side, split among 1 to 3 pitchers. */
function pitchingLines(random: Random, pitcherIds: number[], runs: number): [number, PitchingLine][] {
  let left = runs;
  return pitcherIds.map((playerId, index) => {
    const line = emptyPitchingLine() as Omit<PitchingLine, 'hr' | 'hbp' | 'pitches'> & { hr: number; hbp: number; pitches: number };
    line.r = index === pitcherIds.length - 1 ? left : random.int(0, left);
    left -= line.r;
    line.er = random.int(0, line.r);
    line.outs = random.int(0, 12);
    line.h = random.int(0, 6);
    line.hr = random.int(0, line.h);
    line.bb = random.int(0, 3);
    line.hbp = random.int(0, 1);
    line.so = random.int(0, line.outs);
    line.bf = line.outs + line.h + line.bb + line.hbp + random.int(0, 2);
    line.pitches = line.bf * random.int(3, 5);
    line.wp = random.int(0, 1);
    line.starter = index === 0;
    line.decision = random.pick([null, null, 'w', 'l', 's', 'h'] as const);
    return [playerId, dropSomeCounts(random, line as PitchingLine & Record<string, number | null>, OPTIONAL_PITCHING_COUNTS) as PitchingLine];
  });
}

function randomBoxScore(random: Random, gameId: number): BoxScore {
  const visitTeamId = random.pick(TEAM_IDS);
  const homeTeamId = random.pick(TEAM_IDS.filter((id) => id !== visitTeamId));
  const winType = random.pick(winTypes.codes);
  const forfeitBeforePlay = (winType === '6' || winType === '7') && random.next() < 0.3;
  const lines: BoxScorePlayerLine[] = [];
  const runs: Record<GameSide, number> = { visit: 0, home: 0 };
  if (!forfeitBeforePlay) {
    for (const [side, teamId] of [['visit', visitTeamId], ['home', homeTeamId]] as const) {
      const roster = rosterOf(teamId);
      for (const playerId of roster.slice(0, random.int(9, 11))) {
        const batting = battingLine(random);
        runs[side] += batting.r;
        lines.push({ playerId, teamId, batting });
      }
    }
    for (const [side, teamId] of [['visit', visitTeamId], ['home', homeTeamId]] as const) {
      const otherRuns = side === 'visit' ? runs.home : runs.visit;
      const pitchers = rosterOf(teamId).slice(random.int(0, 8)).slice(0, random.int(1, 3));
      for (const [playerId, pitching] of pitchingLines(random, pitchers, otherRuns)) {
        // A pitcher who also batted gets a second line: one game, two kinds of line.
        lines.push({ playerId, teamId, pitching });
      }
    }
  }
  return { gameId, winType, visitTeamId, homeTeamId, lines, ...scoreOf(random, winType, runs) };
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
  return Array.from({ length: random.int(5, 40) }, (_, i) => randomBoxScore(random, i + 1) as Game);
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
          const errors = { ...(line.batting ? validateBattingLine(line.batting) : {}), ...(line.pitching ? validatePitchingLine(line.pitching) : {}) };
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
      const replacement = { ...randomBoxScore(random, games[changedIndex].gameId) } as Game;
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
