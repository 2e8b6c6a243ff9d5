import { isPlaceholderTeam, type GameSide, type ScheduleItem } from '@dugout/contracts';

export const UNDECIDED_TEAM = '팀 미정';

/** One side of a schedule item, as the rows and cells show it. */
export interface ScheduleSide {
  side: GameSide;
  teamId: number | null;
  /** null when no team is assigned yet (shown as 팀 미정). */
  teamName: string | null;
  logoImg: string | null;
  /** Sport type 9: a bracket slot shown as plain text, never linked. */
  placeholder: boolean;
  /** The league the team plays in (its own league for an interleague team). */
  leagueId: number;
  /** The team's own league name when it comes from another league, shown in brackets. */
  interleagueName: string | null;
}

export function scheduleSide(item: ScheduleItem, side: GameSide): ScheduleSide {
  const visit = side === 'visit';
  const teamId = visit ? item.visitTeamId : item.homeTeamId;
  const team = (visit ? item.visitTeam : item.homeTeam)?.team ?? null;
  const info = visit ? item.visitTeamInfo : item.homeTeamInfo;
  const interleague = visit ? item.visitTeamInterleague : item.homeTeamInterleague;
  const ownLeagueId = visit ? item.visitTeamLeagueId : item.homeTeamLeagueId;
  const ownLeague = visit ? item.visitTeamLeague : item.homeTeamLeague;
  const teamName = teamId === null ? null : (team?.teamName ?? info?.teamName ?? null);
  return {
    side,
    teamId,
    teamName,
    logoImg: team?.logoImg ?? info?.logoImg ?? null,
    placeholder: isPlaceholderTeam(team?.spoType),
    leagueId: (interleague && ownLeagueId) || item.leagueId,
    interleagueName: interleague ? (ownLeague?.leagueName ?? null) : null,
  };
}

/** A schedule item as the lists use it: divId is set client-side for the season's suspended games. */
export type ScheduleRow = ScheduleItem & { divId?: 'suspended' };

export function markSuspended(items: readonly ScheduleItem[], suspendedGameIds: readonly number[] | undefined): ScheduleRow[] {
  const suspended = new Set(suspendedGameIds ?? []);
  return items.map((item) => (item.suspended || suspended.has(item.gameId) ? { ...item, divId: 'suspended' as const } : item));
}
