import { LeagueManagerGrade, type LeagueManagerAccessRights } from '@dugout/contracts';

/** What the admin area lets the member do: a manager's grade and roles, or only his games' records as their scorer. */
export interface AdminRights extends LeagueManagerAccessRights {
  /** Not a manager: the scorer of some of the league's games, who may enter their records and lineups only. */
  gameWriterOnly?: boolean;
}

/** A scorer without a grade works like grade 5 on his own games; the server checks each game. */
export const GAME_WRITER_RIGHTS: AdminRights = { grade: LeagueManagerGrade.Scorer, roles: [], gameWriterOnly: true };
