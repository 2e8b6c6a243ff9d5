import type { ScheduleItem } from '@dugout/contracts';

/** Screens of the schedule area, relative to /league/{path}/admin. */
export const scheduleScreens = {
  list: 'schedule',
  form: (seasonId?: number | null, leagueId?: number | null, gameId?: number | null) =>
    ['scheduleform', seasonId, seasonId ? leagueId : null, seasonId && leagueId ? gameId : null].filter((part) => part !== null && part !== undefined).join('/'),
  upload: (seasonId: number | null, leagueId: number | null) => ['scheduleUpload', seasonId, seasonId ? leagueId : null].filter(Boolean).join('/'),
  generate: (seasonId: number | null, leagueId: number | null) => ['scheduleGenerate', seasonId, seasonId ? leagueId : null].filter(Boolean).join('/'),
};

export const TEAM_UNDECIDED = '팀 미정';

/** A side's team name, with its own league in brackets for an interleague guest; 팀 미정 when not decided. */
export function sideName(item: ScheduleItem, side: 'visit' | 'home'): string {
  const info = side === 'visit' ? item.visitTeamInfo : item.homeTeamInfo;
  const team = side === 'visit' ? item.visitTeam : item.homeTeam;
  const name = info?.teamName ?? team?.team.teamName ?? null;
  if (name === null) return TEAM_UNDECIDED;
  const guest = side === 'visit' ? item.visitTeamInterleague && item.visitTeamLeague : item.homeTeamInterleague && item.homeTeamLeague;
  return guest ? `${name} (${guest.leagueName})` : name;
}

/** An ISO time with offset as the form's input value (yyyy-MM-ddTHH:mm, Korean wall clock). */
export const toInputTime = (iso: string): string => iso.slice(0, 16);

/** A route segment as an id, or null. */
export const routeId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
