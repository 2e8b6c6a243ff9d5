import type { ScheduleItem } from './records.types';

/** A row of the admin schedule list: the schedule item plus what the actions need. */
export interface ScheduleAdminRow extends ScheduleItem {
  /** A game record exists (finished, or a suspended game's partial record). */
  hasRecord: boolean;
}

/** GET /api/league/admin/schedule/{seasonId}/{yyyymm}[/{leagueId}]. */
export interface ScheduleAdminSearch {
  /** Upcoming games first (from the day after serverTime), then the earlier ones. */
  data: ScheduleAdminRow[];
  /** The server's clock, ISO in Korean time (2026-05-02T09:00:00+09:00). */
  serverTime: string;
}

/** A member who may enter game records (GET /api/league/main/{id}/writers). */
export interface GameWriter {
  userId: number;
  user: { username: string };
}

/** A game that shares a team or the ground with the planned one within the window. */
export interface ScheduleConflict {
  gameId: number;
  leagueName: string;
  scheduleTime: string;
  visitTeamName: string | null;
  homeTeamName: string | null;
  groundName: string | null;
  /** What it shares: a team, the ground, or both. */
  reasons: ('team' | 'ground')[];
}

/** GET .../schedule/conflicts answer. */
export interface ScheduleConflicts {
  windowMinutes: number;
  conflicts: ScheduleConflict[];
}
