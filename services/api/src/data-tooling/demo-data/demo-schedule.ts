import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { GAME_SLOTS, type DemoMainDefinition } from './demo-catalog';
import type { SeededRandom } from './seeded-random';

dayjs.extend(utc);

/**
 * The calendar of a demo season: a double round robin per league on that league's weekend
 * days, a few 교류전 against the other league's teams, and four games a day per field in the
 * 07:00 / 09:30 / 12:00 / 14:30 slots. Dates are plain calendar days (Korea has no daylight
 * saving, so every game is "YYYY-MM-DDTHH:mm:00+09:00").
 */

export type PlannedGameKind = 'regular' | 'interleague' | 'makeup' | 'final' | 'thirdPlace';

export interface PlannedGame {
  key: string;
  leagueCode: string;
  date: string;
  time: string;
  groundIndex: number;
  visitKey: string | null;
  homeKey: string | null;
  /** League code of a guest (교류전) team on that side. */
  visitGuestLeague: string | null;
  homeGuestLeague: string | null;
  kind: PlannedGameKind;
  gameName: string | null;
}

export interface SeasonCalendar {
  beginDate: string;
  endDate: string;
  regularFrom: string;
  regularTo: string;
  /** Championship day: the second Saturday of December. */
  finalDate: string;
}

export function seasonCalendar(year: number): SeasonCalendar {
  const december = dayjs.utc(`${year}-12-08`);
  const finalDate = december.add((6 - december.day() + 7) % 7, 'day').format('YYYY-MM-DD');
  return {
    beginDate: `${year}-03-01`,
    endDate: `${year}-12-20`,
    regularFrom: `${year}-03-14`,
    regularTo: `${year}-11-29`,
    finalDate,
  };
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Calendar days from `from` to `to` (both included) falling on one of `weekdays` (0 Sunday). */
export function daysOfWeek(from: string, to: string, weekdays: readonly number[]): string[] {
  const days: string[] = [];
  for (let day = dayjs.utc(from); !day.isAfter(dayjs.utc(to)); day = day.add(1, 'day')) {
    if (weekdays.includes(day.day())) days.push(day.format('YYYY-MM-DD'));
  }
  return days;
}

/** Double round robin by the circle method: every pair meets twice, home and away swapped. */
export function doubleRoundRobin(teamKeys: readonly string[]): [string, string][][] {
  const teams = teamKeys.length % 2 === 0 ? [...teamKeys] : [...teamKeys, ''];
  const rounds: [string, string][][] = [];
  const count = teams.length;
  for (let round = 0; round < count - 1; round += 1) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < count / 2; i += 1) {
      const a = teams[i];
      const b = teams[count - 1 - i];
      if (a && b) pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    teams.splice(1, 0, teams.pop() as string);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([visit, home]) => [home, visit] as [string, string]))];
}

/** Which field and slot is taken on which day, and how many games each team has that day. */
export class GroundBook {
  private readonly taken = new Set<string>();
  private readonly teamGames = new Map<string, number>();

  constructor(private readonly groundCount: number) {}

  teamGamesOn(date: string, teamKey: string | null): number {
    return teamKey ? (this.teamGames.get(`${date}|${teamKey}`) ?? 0) : 0;
  }

  /** A free field and slot, trying the preferred fields first; null when the day is full. */
  place(date: string, teams: readonly (string | null)[], preferred: readonly number[], maxPerTeam = 1): { groundIndex: number; time: string } | null {
    if (teams.some((team) => this.teamGamesOn(date, team) >= maxPerTeam)) return null;
    const order = [...preferred, ...Array.from({ length: this.groundCount }, (_, i) => i).filter((i) => !preferred.includes(i))];
    for (const groundIndex of order) {
      for (const time of GAME_SLOTS) {
        const id = `${date}|${groundIndex}|${time}`;
        if (this.taken.has(id)) continue;
        if (teams.some((team) => team && this.playsAt(date, team, time))) continue;
        this.taken.add(id);
        for (const team of teams) {
          if (!team) continue;
          this.teamGames.set(`${date}|${team}`, this.teamGamesOn(date, team) + 1);
          this.teamSlots.add(`${date}|${time}|${team}`);
        }
        return { groundIndex, time };
      }
    }
    return null;
  }

  private readonly teamSlots = new Set<string>();

  private playsAt(date: string, team: string, time: string): boolean {
    return this.teamSlots.has(`${date}|${time}|${team}`);
  }
}

export interface RegularScheduleInput {
  main: DemoMainDefinition;
  year: number;
  calendar: SeasonCalendar;
  /** Team keys of each league, by league code. */
  teamsByLeague: ReadonlyMap<string, readonly string[]>;
  book: GroundBook;
  rng: SeededRandom;
}

/** The regular season and the 교류전, before the weather has its say. */
export function planRegularSeason({ main, year, calendar, teamsByLeague, book, rng }: RegularScheduleInput): PlannedGame[] {
  const games: PlannedGame[] = [];
  main.leagues.forEach((league, leagueIndex) => {
    const teams = rng.shuffle(teamsByLeague.get(league.code) ?? []);
    const rounds = doubleRoundRobin(teams);
    const days = daysOfWeek(calendar.regularFrom, calendar.regularTo, league.weekdays);
    // Leagues sharing weekend days start on different days of the week.
    const offset = main.leagues[0].weekdays.length > 1 ? leagueIndex : 0;
    let number = 0;
    rounds.forEach((pairs, round) => {
      let dayIndex = Math.min(days.length - 1, Math.floor(((round + 0.5) * days.length) / rounds.length) + offset);
      const field = rng.pick([leagueIndex, leagueIndex, leagueIndex + 2]);
      for (const [visit, home] of rng.shuffle(pairs)) {
        let slot = book.place(days[dayIndex], [visit, home], [field]);
        while (!slot && dayIndex + 1 < days.length) {
          dayIndex += 1;
          slot = book.place(days[dayIndex], [visit, home], [field]);
        }
        if (!slot) continue;
        number += 1;
        games.push({
          key: `${main.keyPrefix}-${year}-${league.code}-${String(number).padStart(3, '0')}`,
          leagueCode: league.code,
          date: days[dayIndex],
          time: slot.time,
          groundIndex: slot.groundIndex,
          visitKey: visit,
          homeKey: home,
          visitGuestLeague: null,
          homeGuestLeague: null,
          kind: 'regular',
          gameName: null,
        });
      }
    });

    // Two 교류전 hosted by this league against teams of the other league.
    const otherLeague = main.leagues[1 - leagueIndex];
    const guests = rng.shuffle(teamsByLeague.get(otherLeague.code) ?? []);
    for (let n = 0; n < 2 && n < guests.length && teams.length > 0; n += 1) {
      const host = teams[(n * 3) % teams.length];
      const guest = guests[n];
      const guestIsHome = rng.chance(0.5);
      const candidates = rng.shuffle(days.slice(2, -2));
      for (const day of candidates) {
        const slot = book.place(day, [host, guest], [leagueIndex]);
        if (!slot) continue;
        games.push({
          key: `${main.keyPrefix}-${year}-${league.code}-x${n + 1}`,
          leagueCode: league.code,
          date: day,
          time: slot.time,
          groundIndex: slot.groundIndex,
          visitKey: guestIsHome ? host : guest,
          homeKey: guestIsHome ? guest : host,
          visitGuestLeague: guestIsHome ? null : otherLeague.code,
          homeGuestLeague: guestIsHome ? otherLeague.code : null,
          kind: 'interleague',
          gameName: '교류전',
        });
        break;
      }
    }
  });
  return games.sort(byTime);
}

export const byTime = (a: PlannedGame, b: PlannedGame) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.groundIndex - b.groundIndex || a.key.localeCompare(b.key);
