/**
 * Round-robin generation with temporary schedules (scheduleGenerate; spec §3/§4/§7 "Temp
 * schedule"), under /api/league/admin/scheduleTemp/{leagueId}/... See services/api/docs/schedules.md,
 * "Generation".
 */

/** What to generate: games per pairing, and where and when games may be played. */
export interface ScheduleGenerateOptions {
  /** Games each pair of teams plays (1-4). */
  gameCnt: number;
  /** 0 = 일 (Sunday) ... 6 = 토 (Saturday). */
  weekdays: number[];
  /** Start times, HH:mm (Korean time). */
  times: string[];
  groundIds: number[];
  /** First and last day, YYYY-MM-DD; the season's when left out. */
  beginDate?: string;
  endDate?: string;
}

/** POST .../generate and .../save: the options plus the league (the path names it too). */
export interface ScheduleGeneratePayload extends ScheduleGenerateOptions {
  leagueId?: number;
}

export interface TempScheduleGame {
  /** null in a preview (not saved yet). */
  tempGameId: number | null;
  round: number;
  /** YYYY-MM-DD and HH:mm in Korean time, and the same as an ISO date-time (+09:00). */
  date: string;
  time: string;
  scheduleTime: string;
  groundId: number;
  groundName: string;
  visitTeamId: number;
  visitTeamName: string;
  homeTeamId: number;
  homeTeamName: string;
}

/** Per team: games, home/away balance and byes (rounds sat out, odd team counts). */
export interface TempScheduleTeamSummary {
  teamId: number;
  teamName: string;
  games: number;
  home: number;
  away: number;
  byes: number;
}

export interface TempScheduleBye {
  round: number;
  teamId: number;
  teamName: string;
}

export interface TempSchedule {
  /** null in a preview (POST .../generate). */
  tempId: number | null;
  leagueId: number;
  gameCnt: number;
  options: Required<ScheduleGenerateOptions>;
  rounds: number;
  games: TempScheduleGame[];
  byes: TempScheduleBye[];
  summary: TempScheduleTeamSummary[];
  createdBy: number | null;
  createdByName: string | null;
  /** ISO date-time in Korean time; null in a preview. */
  createdAt: string | null;
}

/** PATCH .../game/{tempGameId}: any of the date, time and ground, and/or swap home and away. */
export interface TempScheduleGameChange {
  date?: string;
  time?: string;
  groundId?: number;
  swap?: boolean;
}

/** POST .../apply: the saved temp schedule to turn into real schedule items. */
export interface TempScheduleApplyPayload {
  tempId: number;
}

export interface TempScheduleApplyResult {
  leagueId: number;
  /** Schedule items created. */
  created: number;
  gameIds: number[];
}
