/**
 * Answers of the public team pages (/team/{teamId}/*, spec section 2): the team's leagues by
 * season with its standing, and its roster and players' games with season totals. The team's
 * profile is GET /api/team/{id} (TeamInfo) and its games are ScheduleItem lists.
 */
import type { StatLine, TeamPlayerStat } from './player-stats.types';
import type { StandingRow } from './records.types';

/** The team's line of a league's standings. */
export type TeamStanding = Pick<StandingRow, 'rank' | 'games' | 'win' | 'lose' | 'draw' | 'winPct' | 'gamesBehind' | 'point'> & {
  /** How many teams the league's standings have. */
  teamCount: number;
};

/** One league the team plays in, with its standing there (null when the league has no standings row for it). */
export interface TeamPageLeague {
  leagueId: number;
  leagueName: string;
  standing: TeamStanding | null;
}

/** One season of the team: its league main and its leagues in it. */
export interface TeamPageSeason {
  seasonId: number;
  seasonName: string;
  beginDate: string;
  mainId: number;
  mainName: string;
  leaguePath: string;
  leagues: TeamPageLeague[];
}

/** GET /api/team/{id}/seasons: the team's seasons, newest first, each with its leagues and standings. */
export type TeamPageSeasons = TeamPageSeason[];

/** A roster player with his totals for the team in the season (null: no record in it). */
export interface TeamRosterStat {
  playerId: number;
  playerName: string;
  backnumber: string | null;
  position: string | null;
  teamRole: number | null;
  stat: TeamPlayerStat | null;
}

/** GET /api/team/{id}/roster/stat/{seasonId}: the roster (back number order) with season totals; players with totals who have left the team come last. */
export type TeamRosterStats = TeamRosterStat[];

/** One game of a player's season for the team: his line in it (counts as StatLine, zeros when he did not bat or pitch). */
export interface PlayerGameLine {
  gameId: number;
  leagueId: number;
  /** Game time, ISO date-time with +09:00. */
  scheduleTime: string;
  opponentTeamName: string;
  batting: Pick<StatLine, 'bat_tpa' | 'bat_ab' | 'bat_hits' | 'bat_hr' | 'bat_rbi' | 'bat_bb' | 'bat_so'>;
  pitching: Pick<StatLine, 'pit_outs' | 'pit_er' | 'pit_so' | 'pit_hits' | 'pit_bb'>;
}

/** GET /api/team/{id}/player/{pid}/games/{seasonId}: the player's counted games of the season in time order. */
export type PlayerGameLog = PlayerGameLine[];
