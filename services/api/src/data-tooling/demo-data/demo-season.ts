import type { GameSide, WinType } from '@dugout/contracts';
import {
  SEASON_FILE_FORMAT_VERSION,
  type SeasonFile,
  type SeasonFileGame,
  type SeasonFileGameRecord,
  type SeasonFileLineup,
  type SeasonFileTeam,
} from '../season-file';
import {
  DUST_CANCEL_REASON,
  FIELD_CANCEL_REASON,
  RAIN_CANCEL_REASON,
  type DemoMainDefinition,
} from './demo-catalog';
import { chooseLineup, lineupEntries, type GameLineup } from './demo-lineup';
import {
  addDays,
  byTime,
  daysOfWeek,
  GroundBook,
  planRegularSeason,
  seasonCalendar,
  type PlannedGame,
  type SeasonCalendar,
} from './demo-schedule';
import type { DemoSeasonRoster, DemoTeam } from './demo-world';
import { teamDirector, teamManagerName } from './demo-world';
import { simulateGame, type SimulatedGame, type SimulationOptions } from './game.simulator';
import { SeededRandom } from './seeded-random';

/**
 * One season of one demo league main as a season file: schedule, weather, results, the special
 * cases every demo season shows (rain-outs, a suspended game, a draw, a forfeit, a 노게임, a
 * 강우콜드, 교류전) and the championship. Games before `today` are played; the rest are upcoming.
 */

export interface DemoSeasonInput {
  seed: string;
  main: DemoMainDefinition;
  roster: DemoSeasonRoster;
  active: boolean;
  /** YYYY-MM-DD: games on earlier days are played. */
  today: string;
}

export interface DemoSeasonResult {
  file: SeasonFile;
  /** Each league's teams, first to last (for next season's promotion and relegation). */
  finalOrder: Map<string, string[]>;
}

type Special = 'forfeit' | 'noContest' | 'suspended' | 'draw' | 'rainCalled';
const SPECIALS: readonly Special[] = ['forfeit', 'noContest', 'suspended', 'draw', 'rainCalled'];

type Weather = 'clear' | 'rain' | 'showers' | 'dust';

/** A bracket slot ("토요리그 1위") standing in for a team not known yet. */
interface Placeholder {
  team: SeasonFileTeam;
  leagueCode: string;
}

interface PlayedGame {
  plan: PlannedGame;
  record: SeasonFileGameRecord;
  lineups: SeasonFileLineup[];
  suspended: boolean;
  dayNight: 'Y' | 'N';
}

export function generateDemoSeason(input: DemoSeasonInput): DemoSeasonResult {
  return new SeasonBuilder(input).build();
}

class SeasonBuilder {
  private readonly main: DemoMainDefinition;
  private readonly year: number;
  private readonly calendar: SeasonCalendar;
  /** Games on earlier days are played; a finished season is played to the end whatever today is. */
  private readonly today: string;
  private readonly teams: Map<string, DemoTeam>;
  private readonly book: GroundBook;
  private readonly weatherByDay = new Map<string, Weather>();
  /** `${leagueCode}|${date}` of each league's next game day, for which lineups come in early. */
  private readonly nextGameDays = new Set<string>();

  constructor(private readonly input: DemoSeasonInput) {
    this.main = input.main;
    this.year = input.roster.year;
    this.calendar = seasonCalendar(this.year);
    this.today = input.active ? input.today : '9999-12-31';
    this.teams = new Map(input.roster.teams.map((team) => [team.key, team]));
    this.book = new GroundBook(this.main.grounds.length);
  }

  private rng(...parts: (string | number)[]): SeededRandom {
    return SeededRandom.of(this.input.seed, this.main.leaguePath, this.year, ...parts);
  }

  private leagueKey(code: string): string {
    return `${this.main.keyPrefix}-${this.year}-${code}`;
  }

  private isPlayed(date: string): boolean {
    return date < this.today;
  }

  build(): DemoSeasonResult {
    const teamsByLeague = new Map(
      this.main.leagues.map((league) => [
        league.code,
        this.input.roster.teams.filter((team) => team.leagueCode === league.code).map((team) => team.key),
      ]),
    );
    const planned = planRegularSeason({
      main: this.main,
      year: this.year,
      calendar: this.calendar,
      teamsByLeague,
      book: this.book,
      rng: this.rng('schedule'),
    });
    this.decideWeather(planned);
    const cancelled = this.cancellations(planned);
    const makeups = this.makeups(planned.filter((plan) => cancelled.has(plan.key)));
    const schedule = [...planned, ...makeups].sort(byTime);

    const specials = this.designateSpecials(schedule, cancelled);
    const played = new Map<string, PlayedGame>();
    for (const plan of schedule) {
      if (cancelled.has(plan.key) || !this.isPlayed(plan.date)) continue;
      played.set(plan.key, this.play(plan, specials.get(plan.key) ?? null));
    }

    const finalOrder = this.standings(schedule, played, teamsByLeague);
    const placeholders: Placeholder[] = [];
    for (const plan of this.championship(finalOrder, placeholders)) {
      schedule.push(plan);
      if (this.isPlayed(plan.date)) played.set(plan.key, this.play(plan, null));
    }

    for (const league of this.main.leagues) {
      const upcoming = schedule.filter((plan) => plan.leagueCode === league.code && !this.isPlayed(plan.date)).map((plan) => plan.date);
      if (upcoming.length > 0) this.nextGameDays.add(`${league.code}|${upcoming.reduce((a, b) => (a < b ? a : b))}`);
    }
    const games = schedule.map((plan) => this.toFileGame(plan, cancelled.get(plan.key) ?? null, played.get(plan.key)));
    return { file: this.toFile(games, placeholders), finalOrder };
  }

  /** Each game day's weather: rain-outs are likeliest in the July-August monsoon, dust in spring. */
  private decideWeather(planned: readonly PlannedGame[]): void {
    const days = [...new Set(planned.map((plan) => plan.date))].filter((day) => this.isPlayed(day)).sort();
    const rolls = days.map((day) => ({ day, roll: SeededRandom.of(this.input.seed, this.main.leaguePath, day, 'weather').next() }));
    for (const { day, roll } of rolls) {
      const month = Number(day.slice(5, 7));
      const rain = month === 7 || month === 8 ? 0.16 : month === 6 || month === 9 ? 0.08 : 0.04;
      const dust = month >= 3 && month <= 5 ? 0.02 : 0;
      const weather: Weather = roll < rain ? 'rain' : roll < rain + 0.05 ? 'showers' : roll < rain + 0.05 + dust ? 'dust' : 'clear';
      this.weatherByDay.set(day, weather);
    }
    // Every played season shows at least one rained-out day.
    if (rolls.length > 0 && ![...this.weatherByDay.values()].includes('rain')) {
      const wettest = rolls.reduce((low, entry) => (entry.roll < low.roll ? entry : low));
      this.weatherByDay.set(wettest.day, 'rain');
    }
  }

  private weatherOn(day: string): Weather {
    return this.weatherByDay.get(day) ?? 'clear';
  }

  private cancellations(planned: readonly PlannedGame[]): Map<string, string> {
    const cancelled = new Map<string, string>();
    for (const plan of planned) {
      if (!this.isPlayed(plan.date)) continue;
      const weather = this.weatherOn(plan.date);
      if (weather === 'rain') cancelled.set(plan.key, RAIN_CANCEL_REASON);
      else if (weather === 'dust') cancelled.set(plan.key, DUST_CANCEL_REASON);
      else if (this.rng(plan.key, 'field').chance(0.006)) cancelled.set(plan.key, FIELD_CANCEL_REASON);
    }
    return cancelled;
  }

  /** A cancelled game is replayed (순연) on the first later weekend day both teams are free and it stays dry. */
  private makeups(cancelledPlans: readonly PlannedGame[]): PlannedGame[] {
    const makeups: PlannedGame[] = [];
    const lastDay = addDays(this.calendar.finalDate, -1);
    for (const plan of cancelledPlans) {
      const league = this.main.leagues.find((candidate) => candidate.code === plan.leagueCode);
      const days = daysOfWeek(addDays(plan.date, 7), lastDay, league?.weekdays ?? [6, 0]);
      for (const day of days) {
        if (this.isPlayed(day) && this.weatherOn(day) !== 'clear') continue;
        const slot = this.book.place(day, [plan.visitKey, plan.homeKey], [4, plan.groundIndex], day > this.calendar.regularTo ? 2 : 1);
        if (!slot) continue;
        makeups.push({ ...plan, key: `${plan.key}-r`, date: day, time: slot.time, groundIndex: slot.groundIndex, kind: 'makeup', gameName: '순연 경기' });
        break;
      }
    }
    return makeups;
  }

  private designateSpecials(schedule: readonly PlannedGame[], cancelled: ReadonlyMap<string, string>): Map<string, Special> {
    const candidates = schedule.filter(
      (plan) => plan.kind === 'regular' && !cancelled.has(plan.key) && this.isPlayed(plan.date) && this.weatherOn(plan.date) === 'clear',
    );
    const picks = this.rng('specials').shuffle(candidates);
    const specials = new Map<string, Special>();
    SPECIALS.forEach((special, index) => {
      if (index < picks.length) specials.set(picks[index].key, special);
    });
    // In the running season the suspended game is the latest one, still waiting to be resumed.
    if (this.input.active && specials.size > 0 && candidates.length > SPECIALS.length) {
      const latest = candidates[candidates.length - 1];
      const current = [...specials].find(([, special]) => special === 'suspended');
      if (current && !specials.has(latest.key)) {
        specials.delete(current[0]);
        specials.set(latest.key, 'suspended');
      }
    }
    return specials;
  }

  private lineupOf(plan: PlannedGame, rng: SeededRandom): { visit: GameLineup; home: GameLineup } {
    const visitTeam = this.teams.get(plan.visitKey as string) as DemoTeam;
    const homeTeam = this.teams.get(plan.homeKey as string) as DemoTeam;
    return { visit: chooseLineup(visitTeam, plan.date, rng), home: chooseLineup(homeTeam, plan.date, rng) };
  }

  private play(plan: PlannedGame, special: Special | null): PlayedGame {
    const rules = this.main.rules;
    const visitTeam = this.teams.get(plan.visitKey as string) as DemoTeam;
    const homeTeam = this.teams.get(plan.homeKey as string) as DemoTeam;

    if (special === 'forfeit') {
      const winner: GameSide = this.rng(plan.key, 'forfeit').chance(0.5) ? 'visit' : 'home';
      const { visit, home } = this.lineupOf(plan, this.rng(plan.key, 0));
      // Forfeited before any play: the field score is 0:0 and there are no lines; the league's forfeitRuns is the official score.
      const score = { runs: 0, hits: 0, errors: 0, walks: 0 };
      return {
        plan,
        record: {
          winType: '6',
          winnerSide: winner,
          lineScore: { visit: [], home: [] },
          visit: score,
          home: { ...score },
          batting: [],
          pitching: [],
        },
        // Only the team that turned up handed in a lineup.
        lineups: [{ side: winner, entries: lineupEntries(winner === 'visit' ? visit : home) }],
        suspended: false,
        dayNight: 'N',
      };
    }

    const pending = special === 'suspended' && this.input.active;
    const shower = this.weatherOn(plan.date) === 'showers' ? this.rng(plan.key, 'shower') : null;
    const options: SimulationOptions = { rules };
    if (special === 'draw') options.tiebreakInnings = 0;
    if (special === 'noContest') options.stopAfterInnings = 2;
    if (special === 'rainCalled') options.stopAfterInnings = rules.officialInnings + 1;
    if (pending) options.suspendAfterHalfInnings = 5 + this.rng(plan.key, 'suspend').int(0, 4);
    if (!special && shower?.chance(0.5)) options.stopAfterInnings = shower.int(2, 6);

    const wanted = (sim: SimulatedGame) => {
      if (special === 'draw') return sim.leader === null && sim.end !== 'suspended';
      if (special === 'rainCalled' || special === 'noContest') return sim.end === 'rain';
      if (pending) return sim.end === 'suspended';
      return true;
    };
    let lineups = this.lineupOf(plan, this.rng(plan.key, 0));
    let sim = simulateGame({ team: visitTeam, lineup: lineups.visit }, { team: homeTeam, lineup: lineups.home }, this.rng(plan.key, 0, 'sim'), options);
    for (let attempt = 1; attempt < 300 && !wanted(sim); attempt += 1) {
      lineups = this.lineupOf(plan, this.rng(plan.key, attempt));
      sim = simulateGame({ team: visitTeam, lineup: lineups.visit }, { team: homeTeam, lineup: lineups.home }, this.rng(plan.key, attempt, 'sim'), options);
    }

    const { winType, winnerSide } = this.resultOf(plan, sim, pending);
    const keepsLines = winType !== '5';
    const keepsWinLoss = winType !== null && winType !== '5' && winType !== '9' && winnerSide !== null;
    const pitching = keepsLines
      ? sim.pitching.map((line) => ({
          ...line,
          decision: winType === null ? null : line.decision === 'h' || keepsWinLoss ? line.decision : null,
        }))
      : [];
    return {
      plan,
      record: {
        winType,
        winnerSide,
        lineScore: sim.lineScore,
        visit: sim.visit,
        home: sim.home,
        batting: keepsLines ? sim.batting : [],
        pitching,
      },
      lineups: [
        { side: 'visit', entries: lineupEntries(lineups.visit) },
        { side: 'home', entries: lineupEntries(lineups.home) },
      ],
      suspended: special === 'suspended',
      dayNight: pending ? 'Y' : 'N',
    };
  }

  /** The win type the way a scorer would enter it. */
  private resultOf(plan: PlannedGame, sim: SimulatedGame, pending: boolean): { winType: WinType | null; winnerSide: GameSide | null } {
    if (pending) return { winType: null, winnerSide: null };
    const leader = sim.leader;
    switch (sim.end) {
      case 'mercy':
        return { winType: '2', winnerSide: leader };
      case 'time':
        return { winType: '3', winnerSide: leader };
      case 'rain':
        return sim.innings >= this.main.rules.officialInnings
          ? { winType: 'A', winnerSide: leader }
          : { winType: '5', winnerSide: null };
      case 'tiebreak':
        if (leader) return { winType: '4', winnerSide: leader };
        break;
      default:
        break;
    }
    if (!leader && (plan.kind === 'final' || plan.kind === 'thirdPlace')) {
      // A title cannot end level: the winner is drawn by lot (추첨승).
      return { winType: '9', winnerSide: this.rng(plan.key, 'lot').chance(0.5) ? 'visit' : 'home' };
    }
    return { winType: '1', winnerSide: leader };
  }

  /** Final order of each league: win percentage (draws left out), then run difference. */
  private standings(
    schedule: readonly PlannedGame[],
    played: ReadonlyMap<string, PlayedGame>,
    teamsByLeague: ReadonlyMap<string, readonly string[]>,
  ): Map<string, string[]> {
    const table = new Map<string, { wins: number; losses: number; runDiff: number }>();
    const row = (key: string) => {
      let entry = table.get(key);
      if (!entry) table.set(key, (entry = { wins: 0, losses: 0, runDiff: 0 }));
      return entry;
    };
    for (const plan of schedule) {
      const game = played.get(plan.key);
      if (!game || !game.record.winType || game.record.winType === '5') continue;
      const { record } = game;
      for (const side of ['visit', 'home'] as const) {
        const team = row((side === 'visit' ? plan.visitKey : plan.homeKey) as string);
        const opponent = side === 'visit' ? 'home' : 'visit';
        team.runDiff += record[side].runs - record[opponent].runs;
        if (record.winnerSide === side) team.wins += 1;
        else if (record.winnerSide === opponent) team.losses += 1;
      }
    }
    const pct = (key: string) => {
      const entry = row(key);
      return entry.wins + entry.losses === 0 ? 0 : entry.wins / (entry.wins + entry.losses);
    };
    return new Map(
      [...teamsByLeague].map(([code, keys]) => [
        code,
        [...keys].sort((a, b) => pct(b) - pct(a) || row(b).runDiff - row(a).runDiff || a.localeCompare(b)),
      ]),
    );
  }

  /**
   * 챔피언 결정전 (the two league winners) and 3위 결정전 (the runners-up) on the second
   * Saturday of December. Not yet played: the final shows bracket placeholders (spoType 9) and
   * the third-place game shows "team undecided".
   */
  private championship(finalOrder: ReadonlyMap<string, string[]>, placeholders: Placeholder[]): PlannedGame[] {
    const [first, second] = this.main.leagues;
    const date = this.calendar.finalDate;
    const decided = this.isPlayed(date);
    const topOf = (code: string, rank: number) => finalOrder.get(code)?.[rank] ?? null;
    let finalVisit = topOf(first.code, 0);
    let finalHome = topOf(second.code, 0);
    if (!decided) {
      const placeholder = (code: string, leagueName: string) => {
        const team: SeasonFileTeam = {
          key: `${this.main.keyPrefix}-${this.year}-${code}-1st`,
          teamName: `${leagueName} 1위`,
          spoType: 9,
          logo: null,
          director: '미정',
          managerName: '미정',
          estbDt: this.calendar.beginDate,
        };
        placeholders.push({ team, leagueCode: code });
        return team.key;
      };
      finalVisit = placeholder(first.code, first.leagueName);
      finalHome = placeholder(second.code, second.leagueName);
    }
    const plans: PlannedGame[] = [];
    const base = { date, groundIndex: 0, visitGuestLeague: null, homeGuestLeague: null } as const;
    plans.push({
      ...base,
      key: `${this.main.keyPrefix}-${this.year}-third`,
      leagueCode: second.code,
      time: '09:30',
      visitKey: decided ? topOf(first.code, 1) : null,
      homeKey: decided ? topOf(second.code, 1) : null,
      visitGuestLeague: decided ? first.code : null,
      kind: 'thirdPlace',
      gameName: '3위 결정전',
    });
    plans.push({
      ...base,
      key: `${this.main.keyPrefix}-${this.year}-final`,
      leagueCode: first.code,
      time: '12:00',
      visitKey: finalVisit,
      homeKey: finalHome,
      homeGuestLeague: second.code,
      kind: 'final',
      gameName: '챔피언 결정전',
    });
    return plans;
  }

  private toFileGame(plan: PlannedGame, cancelReason: string | null, played: PlayedGame | undefined): SeasonFileGame {
    const game: SeasonFileGame = {
      key: plan.key,
      leagueKey: this.leagueKey(plan.leagueCode),
      gameName: plan.gameName,
      scheduleTime: `${plan.date}T${plan.time}:00+09:00`,
      groundKey: `${this.main.keyPrefix}-g${plan.groundIndex + 1}`,
      visitTeamKey: plan.visitKey,
      homeTeamKey: plan.homeKey,
      visitInterleagueLeagueKey: plan.visitGuestLeague ? this.leagueKey(plan.visitGuestLeague) : null,
      homeInterleagueLeagueKey: plan.homeGuestLeague ? this.leagueKey(plan.homeGuestLeague) : null,
      scorerEmail: null,
      isCancel: cancelReason !== null,
      cancelReason,
      suspended: played?.suspended ?? false,
      dayNight: played?.dayNight ?? 'N',
      record: played?.record ?? null,
      lineups: played?.lineups ?? this.upcomingLineups(plan, cancelReason),
    };
    return game;
  }

  /** Lineups handed in for each league's next game day: about half the teams have done it. */
  private upcomingLineups(plan: PlannedGame, cancelReason: string | null): SeasonFileLineup[] {
    if (cancelReason || !this.nextGameDays.has(`${plan.leagueCode}|${plan.date}`)) return [];
    if (!plan.visitKey || !plan.homeKey || !this.teams.has(plan.visitKey) || !this.teams.has(plan.homeKey)) return [];
    const lineups = this.lineupOf(plan, this.rng(plan.key, 0));
    const submitted = this.rng(plan.key, 'submitted');
    return (['visit', 'home'] as const)
      .filter(() => submitted.chance(0.5))
      .map((side) => ({ side, entries: lineupEntries(lineups[side]) }));
  }

  private toFile(games: SeasonFileGame[], placeholders: readonly Placeholder[]): SeasonFile {
    const { main, year, calendar } = this;
    const teams = this.input.roster.teams;
    const registerRng = this.rng('registration');
    return {
      formatVersion: SEASON_FILE_FORMAT_VERSION,
      source: 'dugout demo generator',
      leagueMain: { leaguePath: main.leaguePath, mainName: main.mainName },
      season: { seasonName: `${year} 시즌`, beginDate: calendar.beginDate, endDate: calendar.endDate, active: this.input.active },
      leagues: main.leagues.map((league) => ({ key: this.leagueKey(league.code), leagueName: league.leagueName, settings: { ...main.settings } })),
      grounds: main.grounds.map((groundName, index) => ({ key: `${main.keyPrefix}-g${index + 1}`, groundName })),
      teams: [
        ...teams.map((team) => ({
          key: team.key,
          teamName: team.teamName,
          spoType: 1 as const,
          logo: null,
          director: teamDirector(team),
          managerName: teamManagerName(team),
          estbDt: team.estbDt,
        })),
        ...placeholders.map(({ team }) => team),
      ],
      players: teams.flatMap((team) =>
        team.players.map((player) => ({
          key: player.key,
          playerName: player.name,
          birthday: player.birthday,
          gender: 'M' as const,
          position: player.position,
          batThrw: player.batThrw,
          teamKey: team.key,
          backnumber: player.backnumber,
          teamRole: player.teamRole,
        })),
      ),
      leagueTeams: [
        ...teams.map((team) => ({ leagueKey: this.leagueKey(team.leagueCode), teamKey: team.key })),
        ...placeholders.map(({ team, leagueCode }) => ({ leagueKey: this.leagueKey(leagueCode), teamKey: team.key })),
      ],
      leaguePlayers: teams.flatMap((team) =>
        team.players.map((player) => ({
          leagueKey: this.leagueKey(team.leagueCode),
          playerKey: player.key,
          registerDate: player.joinedOn ?? `${year}-02-${String(registerRng.int(1, 28)).padStart(2, '0')}`,
        })),
      ),
      games,
    };
  }
}
