import type { BatThrw, Position, TeamRole } from '@dugout/contracts';
import { TEAM_NICKNAMES, type DemoMainDefinition } from './demo-catalog';
import { uniqueKoreanName } from './korean-names';
import { SeededRandom } from './seeded-random';

/**
 * The teams and players of one demo league main, season after season: rosters of 18-25 with
 * real-looking Korean names, roles, back numbers and hidden skills the simulator plays with.
 * Between seasons players retire, move and join, one club may fold and a new one come in, and
 * (in a 1부/2부 main) the last of 1부 and the first of 2부 swap leagues.
 */

export interface BattingSkill {
  /** Around 1: ball-in-play hits and strikeouts. */
  contact: number;
  /** Around 1: extra-base hits and home runs. */
  power: number;
  /** Around 1: walks. */
  eye: number;
  /** Around 1: steals and extra bases. */
  speed: number;
}

export interface PitchingSkill {
  /** Around 1: fewer walks, hit batters and wild pitches. */
  control: number;
  /** Around 1: more strikeouts, fewer hits. */
  stuff: number;
  /** Pitches before he tires. */
  stamina: number;
}

export interface DemoPlayer {
  key: string;
  name: string;
  birthday: string;
  batThrw: BatThrw;
  position: Position;
  backnumber: number;
  teamRole: TeamRole;
  bat: BattingSkill;
  pitch: PitchingSkill;
  /** Registration date when he joined during the season; he plays only from then on. */
  joinedOn: string | null;
}

export interface DemoTeam {
  key: string;
  teamName: string;
  estbDt: string;
  leagueCode: string;
  /** Team-wide tendencies: offence and pitching shift skills, defence scales errors. */
  offense: number;
  pitching: number;
  defense: number;
  players: DemoPlayer[];
}

/** One season's snapshot: deep copies, so later seasons do not change earlier files. */
export interface DemoSeasonRoster {
  year: number;
  teams: DemoTeam[];
}

const TEAMS_PER_LEAGUE = 8;
const ROSTER_MIN = 18;
const ROSTER_MAX = 25;

const BAT_THRW_WEIGHTS: readonly (readonly [BatThrw, number])[] = [
  [22, 68],
  [21, 14],
  [11, 12],
  [12, 3],
  [23, 2],
  [13, 1],
];

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round2 = (value: number) => Math.round(value * 100) / 100;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

export class DemoWorld {
  private readonly rng: SeededRandom;
  private readonly takenPlayerNames = new Set<string>();
  private readonly takenTeamNames = new Set<string>();
  private teamCount = 0;
  private playerCount = 0;
  private teams: DemoTeam[] = [];

  constructor(
    private readonly main: DemoMainDefinition,
    seed: string,
  ) {
    this.rng = SeededRandom.of(seed, main.leaguePath, 'world');
  }

  /** The rosters of the first season. */
  firstSeason(year: number): DemoSeasonRoster {
    this.teams = this.main.leagues.flatMap((league, leagueIndex) =>
      Array.from({ length: TEAMS_PER_LEAGUE }, () => this.newTeam(league.code, year, leagueIndex === 0 ? 0.03 : -0.03)),
    );
    this.signMidSeasonPlayers(year);
    return this.snapshot(year);
  }

  /**
   * The next season's rosters. `finalOrder` lists each league's teams from first to last in the
   * season just played (used for promotion and relegation).
   */
  nextSeason(year: number, finalOrder: ReadonlyMap<string, readonly string[]>): DemoSeasonRoster {
    const rng = this.rng;
    for (const team of this.teams) {
      for (const player of team.players) player.joinedOn = null;
    }
    if (this.main.promotion) this.promoteAndRelegate(finalOrder);

    // Now and then a club folds and a new one joins its league.
    if (rng.chance(0.6)) {
      const leaving = rng.pick(this.teams);
      this.teams = this.teams.map((team) => (team === leaving ? this.newTeam(leaving.leagueCode, year, 0) : team));
    }

    const transfers: DemoPlayer[] = [];
    for (const team of this.teams) {
      team.players = team.players.filter((player) => {
        const leaves = rng.chance(player.teamRole === 4 ? 0.04 : 0.12);
        if (!leaves && rng.chance(0.02)) {
          transfers.push(player);
          return false;
        }
        return !leaves;
      });
      for (const player of team.players) this.age(player);
    }
    for (const player of transfers) {
      const team = rng.pick(this.teams);
      player.backnumber = this.freeBacknumber(team, player.backnumber);
      player.teamRole = 7;
      team.players.push(player);
    }
    for (const team of this.teams) {
      const target = clamp(team.players.length + rng.int(-1, 4), ROSTER_MIN, ROSTER_MAX);
      while (team.players.length < target) team.players.push(this.newPlayer(team, year, this.positionNeeded(team)));
      while (team.players.length > ROSTER_MAX) team.players.pop();
      this.assignRoles(team);
    }
    this.signMidSeasonPlayers(year);
    return this.snapshot(year);
  }

  private promoteAndRelegate(finalOrder: ReadonlyMap<string, readonly string[]>): void {
    const [upper, lower] = this.main.leagues;
    const relegated = finalOrder.get(upper.code)?.at(-1);
    const promoted = finalOrder.get(lower.code)?.[0];
    if (!relegated || !promoted) return;
    for (const team of this.teams) {
      if (team.key === relegated) team.leagueCode = lower.code;
      else if (team.key === promoted) team.leagueCode = upper.code;
    }
  }

  private newTeam(leagueCode: string, firstYear: number, level: number): DemoTeam {
    const rng = this.rng;
    this.teamCount += 1;
    let teamName = '';
    for (let attempt = 0; attempt < 50 && (teamName === '' || this.takenTeamNames.has(teamName)); attempt += 1) {
      const place = rng.pick(this.main.neighbourhoods);
      const nickname = rng.pick(TEAM_NICKNAMES);
      const style = rng.next();
      teamName = style < 0.8 ? `${place} ${nickname}` : style < 0.92 ? `${place} 야구단` : `${place} 베이스볼클럽`;
    }
    this.takenTeamNames.add(teamName);
    const founded = firstYear - rng.int(0, 20);
    const team: DemoTeam = {
      key: `${this.main.keyPrefix}-t${pad(this.teamCount, 3)}`,
      teamName,
      estbDt: `${founded}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`,
      leagueCode,
      offense: round2(rng.normal(level, 0.06)),
      pitching: round2(rng.normal(level, 0.06)),
      defense: round2(clamp(rng.normal(1, 0.25), 0.55, 1.6)),
      players: [],
    };
    const size = rng.int(ROSTER_MIN, ROSTER_MAX);
    while (team.players.length < size) team.players.push(this.newPlayer(team, firstYear, this.positionNeeded(team)));
    this.assignRoles(team);
    return team;
  }

  /** Keeps a roster at roughly 30% pitchers, two or three catchers, and the rest split. */
  private positionNeeded(team: DemoTeam): Position {
    const count = (position: Position) => team.players.filter((player) => player.position === position).length;
    const size = team.players.length + 1;
    if (count('P') < Math.max(5, Math.round(size * 0.3))) return 'P';
    if (count('C') < (size >= 23 ? 3 : 2)) return 'C';
    if (count('IN') <= count('OU')) return 'IN';
    return 'OU';
  }

  private newPlayer(team: DemoTeam, year: number, position: Position): DemoPlayer {
    const rng = this.rng;
    this.playerCount += 1;
    const birthYear = year - rng.int(21, 52);
    const isPitcher = position === 'P';
    // About one player in twelve played school baseball (선출) and is a class above the rest.
    const elite = rng.chance(0.08) ? 0.22 : 0;
    const [batThrw] = rng.weighted(BAT_THRW_WEIGHTS, ([, weight]) => weight);
    return {
      key: `${this.main.keyPrefix}-p${pad(this.playerCount, 4)}`,
      name: uniqueKoreanName(rng, this.takenPlayerNames),
      birthday: `${birthYear}${pad(rng.int(1, 12), 2)}${pad(rng.int(1, 28), 2)}`,
      batThrw,
      position,
      backnumber: this.freeBacknumber(team, rng.int(1, 99)),
      teamRole: 7,
      bat: {
        contact: round2(clamp(rng.normal(isPitcher ? 0.96 : 1, 0.12) + elite, 0.65, 1.5)),
        power: round2(clamp(rng.normal(1, 0.28) + elite, 0.35, 2.1)),
        eye: round2(clamp(rng.normal(1, 0.2), 0.5, 1.6)),
        speed: round2(clamp(rng.normal(1, 0.2), 0.5, 1.6)),
      },
      pitch: isPitcher
        ? {
            control: round2(clamp(rng.normal(1, 0.15) + elite / 2, 0.6, 1.5)),
            stuff: round2(clamp(rng.normal(1, 0.12) + elite, 0.7, 1.5)),
            stamina: rng.int(55, 105),
          }
        : { control: 0.75, stuff: 0.82, stamina: 30 },
      joinedOn: null,
    };
  }

  private freeBacknumber(team: DemoTeam, wish: number): number {
    const used = new Set(team.players.map((player) => player.backnumber));
    let number = wish;
    while (used.has(number)) number = (number % 99) + 1;
    return number;
  }

  /** One 감독 (who also plays), one 매니저, one 주장, sometimes 총무 or 코치, and a dormant member or two. */
  private assignRoles(team: DemoTeam): void {
    const rng = this.rng;
    const keep = (role: TeamRole) => team.players.find((player) => player.teamRole === role);
    const free = () => rng.pick(team.players.filter((player) => player.teamRole === 7));
    if (!keep(4)) {
      // The 감독 is one of the club's elders.
      const elders = team.players.filter((player) => player.teamRole === 7).sort((a, b) => a.birthday.localeCompare(b.birthday));
      rng.pick(elders.slice(0, 4)).teamRole = 4;
    }
    for (const role of [2, 6] as const) if (!keep(role)) free().teamRole = role;
    if (!keep(3) && rng.chance(0.5)) free().teamRole = 3;
    if (!keep(5) && rng.chance(0.3)) free().teamRole = 5;
    const dormant = team.players.filter((player) => player.teamRole === 8).length;
    if (dormant === 0 && team.players.length > ROSTER_MIN) free().teamRole = 8;
  }

  private age(player: DemoPlayer): void {
    const rng = this.rng;
    player.bat.contact = round2(clamp(player.bat.contact + rng.normal(0, 0.03), 0.65, 1.5));
    player.bat.power = round2(clamp(player.bat.power + rng.normal(0, 0.05), 0.35, 2.1));
    if (player.position === 'P') player.pitch.stuff = round2(clamp(player.pitch.stuff + rng.normal(0, 0.03), 0.7, 1.5));
  }

  /** About half the clubs sign a player in the middle of the season. */
  private signMidSeasonPlayers(year: number): void {
    for (const team of this.teams) {
      if (team.players.length >= ROSTER_MAX || !this.rng.chance(0.5)) continue;
      const player = this.newPlayer(team, year, this.positionNeeded(team));
      player.joinedOn = `${year}-${pad(this.rng.int(4, 8), 2)}-${pad(this.rng.int(1, 28), 2)}`;
      team.players.push(player);
    }
  }

  private snapshot(year: number): DemoSeasonRoster {
    return {
      year,
      teams: this.teams.map((team) => ({
        ...team,
        players: team.players.map((player) => ({ ...player, bat: { ...player.bat }, pitch: { ...player.pitch } })),
      })),
    };
  }
}

export function teamDirector(team: DemoTeam): string {
  return team.players.find((player) => player.teamRole === 4)?.name ?? team.players[0].name;
}

export function teamManagerName(team: DemoTeam): string {
  return team.players.find((player) => player.teamRole === 2)?.name ?? team.players[0].name;
}
