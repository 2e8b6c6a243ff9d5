import type { GameSide } from '../enums';
import type { GameOrderTeam } from './game-admin.types';
import type { LineupEntry } from './records.types';

/** A game of the team in the staff portal's lineup list (GET /api/team/{id}/orders). */
export interface TeamLineupGame {
  gameId: number;
  /** The league the team plays the game in (its own league in an interleague game). */
  leagueId: number;
  leagueName: string;
  /** ISO date-time with +09:00. */
  scheduleTime: string;
  side: GameSide;
  opponent: { teamId: number | null; teamName: string | null };
  groundName: string | null;
  submitted: boolean;
  opponentSubmitted: boolean;
  /** When the lineups close (ISO with +09:00): after it only the league's managers change them. */
  deadline: string;
  closed: boolean;
}

/** GET /api/team/{id}/orders: the team's games from today through the next 14 days. */
export interface TeamLineupList {
  data: TeamLineupGame[];
  /** The server's clock, ISO in Korean time. */
  serverTime: string;
}

/** The opponent's side as the team may see it: its entries only once both lineups are in or the deadline has passed. */
export interface TeamLineupOpponent {
  teamId: number | null;
  teamName: string | null;
  submitted: boolean;
  hidden: boolean;
  /** Empty while hidden. */
  entries: LineupEntry[];
}

/** GET/POST /api/team/{id}/order/{gameId}: the game, the team's lineup with its roster, and the opponent. */
export interface TeamLineupForm {
  game: TeamLineupGame;
  /** Minutes before the game time that the league main closes lineups. */
  deadlineMinutes: number;
  own: GameOrderTeam;
  opponent: TeamLineupOpponent;
}
