/**
 * The round-robin engine behind scheduleGenerate: pure functions, no database.
 *
 * 1. pairRounds: the circle method. Team ids are sorted and a bye (null) joins an odd count;
 *    one cycle is n-1 rounds (n even after the bye) in which every pair meets once, home and
 *    away by de Werra's rule (each team alternates with at most one break, so it ends within
 *    one of an even split). gameCnt cycles follow each other, each swapping the previous one's
 *    home and away, so the meetings of a pair alternate too. The team facing the bye sits out.
 * 2. placeGames: spreads the games, in round order, over the period's dates on the chosen
 *    weekdays. A date offers times x grounds slots (earlier time first, then lower ground id); a
 *    team plays at most once a date, so no team and no ground is ever booked twice at one
 *    date-time. A game that does not fit waits for the next date. Same input, same schedule.
 */

export interface RoundGame {
  /** 1-based round across all cycles. */
  round: number;
  homeTeamId: number;
  visitTeamId: number;
}

export interface RoundRobin {
  rounds: number;
  games: RoundGame[];
  /** The team sitting out each round (odd team counts only). */
  byes: { round: number; teamId: number }[];
}

export interface SlotOptions {
  /** First and last day, YYYY-MM-DD (Korean calendar days). */
  beginDate: string;
  endDate: string;
  /** 0 = Sunday (일) ... 6 = Saturday (토). */
  weekdays: readonly number[];
  /** Start times, HH:mm. */
  times: readonly string[];
  groundIds: readonly number[];
  /** Slots already taken (e.g. by real games): keys from slotKey(date, time, groundId). */
  blockedSlots?: ReadonlySet<string>;
}

export interface PlacedGame extends RoundGame {
  date: string;
  time: string;
  groundId: number;
}

export type Placement = { ok: true; games: PlacedGame[] } | { ok: false; placed: number; total: number; dates: number };

export interface TeamSummary {
  teamId: number;
  games: number;
  home: number;
  away: number;
  byes: number;
}

export const slotKey = (date: string, time: string, groundId: number): string => `${date} ${time} ${groundId}`;

/** The circle-method rounds of `teamIds` (order does not matter) with every pair meeting gameCnt times. */
export function pairRounds(teamIds: readonly number[], gameCnt: number): RoundRobin {
  const teams: (number | null)[] = [...new Set(teamIds)].sort((a, b) => a - b);
  if (teams.length < 2 || gameCnt < 1) return { rounds: 0, games: [], byes: [] };
  if (teams.length % 2 === 1) teams.push(null);
  const n = teams.length;
  const cycleRounds = n - 1;

  // de Werra's canonical factorization: with m = n - 1 teams on a circle and the last one fixed,
  // round k pairs the fixed team with k and k+i with k-i (mod m); the home rule below gives each
  // team home and away in turn with at most one break, so every team is within one of even.
  const m = n - 1;
  const fixed = teams[m] ?? null;
  const cycleGames: RoundGame[] = [];
  const cycleByes: { round: number; teamId: number }[] = [];
  const add = (round: number, home: number | null, visit: number | null) => {
    if (home === null || visit === null) cycleByes.push({ round, teamId: (home ?? visit) as number });
    else cycleGames.push({ round, homeTeamId: home, visitTeamId: visit });
  };
  for (let k = 0; k < m; k += 1) {
    const round = k + 1;
    const team = teams[k] ?? null;
    if (k % 2 === 0) add(round, fixed, team);
    else add(round, team, fixed);
    for (let i = 1; i < n / 2; i += 1) {
      const up = teams[(k + i) % m] ?? null;
      const down = teams[(((k - i) % m) + m) % m] ?? null;
      if (i % 2 === 1) add(round, up, down);
      else add(round, down, up);
    }
  }

  const games: RoundGame[] = [];
  const byes: { round: number; teamId: number }[] = [];
  for (let cycle = 0; cycle < gameCnt; cycle += 1) {
    const offset = cycle * cycleRounds;
    const swap = cycle % 2 === 1;
    for (const game of cycleGames) {
      games.push({
        round: game.round + offset,
        homeTeamId: swap ? game.visitTeamId : game.homeTeamId,
        visitTeamId: swap ? game.homeTeamId : game.visitTeamId,
      });
    }
    for (const bye of cycleByes) byes.push({ round: bye.round + offset, teamId: bye.teamId });
  }
  return { rounds: cycleRounds * gameCnt, games, byes };
}

/** The Korean calendar days from beginDate to endDate (inclusive) that fall on one of the weekdays. */
export function playingDates(beginDate: string, endDate: string, weekdays: readonly number[]): string[] {
  const wanted = new Set(weekdays);
  const dates: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let time = Date.parse(`${beginDate}T00:00:00Z`); time <= end; time += 86_400_000) {
    const day = new Date(time);
    if (wanted.has(day.getUTCDay())) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

/** Places the games (in round order) on dates, times and grounds; ok false when the period runs out. */
export function placeGames(games: readonly RoundGame[], options: SlotOptions): Placement {
  const dates = playingDates(options.beginDate, options.endDate, options.weekdays);
  const times = [...new Set(options.times)].sort();
  const grounds = [...new Set(options.groundIds)].sort((a, b) => a - b);
  const blocked = options.blockedSlots ?? new Set<string>();
  const pending = [...games].sort((a, b) => a.round - b.round);
  const placed: PlacedGame[] = [];

  for (const date of dates) {
    if (pending.length === 0) break;
    const slots: { time: string; groundId: number }[] = [];
    for (const time of times) for (const groundId of grounds) if (!blocked.has(slotKey(date, time, groundId))) slots.push({ time, groundId });
    if (slots.length === 0) continue;
    const busy = new Set<number>();
    let next = 0;
    for (let i = 0; i < pending.length && next < slots.length; ) {
      const game = pending[i] as RoundGame;
      if (busy.has(game.homeTeamId) || busy.has(game.visitTeamId)) {
        i += 1;
        continue;
      }
      const slot = slots[next] as { time: string; groundId: number };
      next += 1;
      busy.add(game.homeTeamId);
      busy.add(game.visitTeamId);
      placed.push({ ...game, date, time: slot.time, groundId: slot.groundId });
      pending.splice(i, 1);
    }
  }
  if (pending.length > 0) return { ok: false, placed: placed.length, total: games.length, dates: dates.length };
  return { ok: true, games: placed };
}

/** Per team: games, home, away and byes; teams in the order given. */
export function teamSummary(
  teamIds: readonly number[],
  games: readonly Pick<RoundGame, 'homeTeamId' | 'visitTeamId'>[],
  byes: readonly { teamId: number }[],
): TeamSummary[] {
  const summary = new Map<number, TeamSummary>(teamIds.map((teamId) => [teamId, { teamId, games: 0, home: 0, away: 0, byes: 0 }]));
  const of = (teamId: number): TeamSummary => {
    let line = summary.get(teamId);
    if (!line) {
      line = { teamId, games: 0, home: 0, away: 0, byes: 0 };
      summary.set(teamId, line);
    }
    return line;
  };
  for (const game of games) {
    of(game.homeTeamId).games += 1;
    of(game.homeTeamId).home += 1;
    of(game.visitTeamId).games += 1;
    of(game.visitTeamId).away += 1;
  }
  for (const bye of byes) of(bye.teamId).byes += 1;
  return [...summary.values()];
}
