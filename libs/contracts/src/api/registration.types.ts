import type { BatThrw, Gender, Position, ProType, ProTypeMiddle, TeamRole } from '../enums';

/** Another registration of the same player in the same season (another team of the same league main). */
export interface OtherRegistration {
  leagueId: number;
  leagueName: string;
  teamId: number;
  teamName: string;
}

/** A team of a league with how many players it registered there (GET /api/league/admin/league/{l}/registrations). */
export interface TeamRegistrationCount {
  teamId: number;
  teamName: string;
  logoImg: string | null;
  /** Players registered for the team in this league. */
  registeredCount: number;
  /** Players on the team's roster (team_player). */
  rosterCount: number;
}

/** One player registered for a team in a league (GET /api/league/admin/league/{l}/team/{t}/players). */
export interface RegisteredPlayer {
  playerId: number;
  playerName: string;
  birthday: string | null;
  /** From the team's roster; null when none was given or the player has left the team. */
  backnumber: string | null;
  position: string | null;
  /** 'YYYY-MM-DD'; null when the registration is not dated (old imports). */
  registerDate: string | null;
  /** Registered for another team of the same league main in the same season. */
  doubleRegistered: boolean;
  otherRegistrations: OtherRegistration[];
  /** Has batting or pitching lines in this league: the registration cannot be removed. */
  hasGameLines: boolean;
}

/** A roster member of the team with whether he is registered in the league (GET .../team/{t}/teamplayers). */
export interface RosterRegistration {
  playerId: number;
  playerName: string;
  birthday: string | null;
  backnumber: string | null;
  position: string | null;
  teamRole: TeamRole;
  registered: boolean;
  registerDate: string | null;
}

/** POST /api/league/admin/league/{l}/team/{t}/register: the players registered. */
export interface RegisterPlayersResult {
  registered: RegisteredPlayer[];
}

/** A player record as the league admin sees it (registration detail, search). */
export interface RegistrationPlayerInfo {
  playerId: number;
  playerName: string;
  birthday: string | null;
  gender: Gender | null;
  phone: string | null;
  middleSchool: string | null;
  school: string | null;
  proTypeMiddle: ProTypeMiddle;
  proType: ProType;
  batThrw: BatThrw | null;
  position: Position | null;
}

/** A registration of the player in the season. */
export interface SeasonRegistration {
  leagueId: number;
  leagueName: string;
  teamId: number;
  teamName: string;
  registerDate: string | null;
}

/** A team the player is on (team_player), among the main's teams of the season. */
export interface PlayerTeam {
  teamId: number;
  teamName: string;
  backnumber: string | null;
}

/** GET /api/league/admin/league/{l}/team/{t}/{p}: the player and his registrations in the league's season. */
export interface PlayerRegistrationDetail {
  seasonId: number;
  player: RegistrationPlayerInfo;
  /** The registration this screen is about (league l, team t). */
  registration: SeasonRegistration;
  registrations: SeasonRegistration[];
  teams: PlayerTeam[];
  doubleRegistered: boolean;
  hasGameLines: boolean;
}

/** GET /api/league/admin/season/{s}/team/{t}/leagues: the leagues of the season the team plays in. */
export interface SeasonTeamLeague {
  leagueId: number;
  leagueName: string;
  registeredCount: number;
}

/** How a player is searched within a season: the spec's searchName. */
export const PLAYER_SEARCH_FIELDS = ['name', 'birthday', 'phone'] as const;
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];

/** GET /api/league/admin/season/{s}/player/search: one matching player. */
export interface PlayerSearchResult {
  player: RegistrationPlayerInfo;
  teams: PlayerTeam[];
  registrations: SeasonRegistration[];
  /** Registered for two or more teams of the league main in the season. */
  doubleRegistered: boolean;
}

/** A league main's eligibility rules (GET/PUT /api/league/admin/main/{id}/eligibility). */
export interface EligibilitySettings {
  /** Days after the registration date before the player may play (0: from the registration date). */
  waitDays: number;
  /** Which high-school statuses (proType) may play. */
  allowedProTypes: ProType[];
  /** Which middle-school statuses (proTypeMiddle) may play. */
  allowedProTypeMiddles: ProTypeMiddle[];
}

export const INELIGIBLE_CODES = ['notRegistered', 'waitingPeriod', 'proType', 'proTypeMiddle'] as const;
export type IneligibleCode = (typeof INELIGIBLE_CODES)[number];

export interface IneligibleReason {
  code: IneligibleCode;
  message: string;
}

/** GET /api/league/game/{id}/ineligible/{team}: a player of the team who may not play in the game, and why. */
export interface IneligiblePlayer {
  playerId: number;
  playerName: string;
  backnumber: string | null;
  reasons: IneligibleReason[];
}

/** The answer: the game's day and league for the team, the rules applied, and the players who may not play. */
export interface IneligiblePlayers {
  gameId: number;
  teamId: number;
  leagueId: number;
  /** 'YYYY-MM-DD' in Korean time. */
  gameDate: string;
  settings: EligibilitySettings;
  players: IneligiblePlayer[];
}
