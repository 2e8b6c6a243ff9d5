import { useApiSWR } from '@dugout/auth';
import type { TeamLeague } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** A season the team plays in, as the agreement panel offers it. */
export interface AgreementSeasonChoice {
  seasonId: number;
  label: string;
}

/** The distinct seasons of the team's leagues (GET /api/team/{teamId}/leagues: the active seasons). */
export function seasonChoices(leagues: readonly TeamLeague[]): AgreementSeasonChoice[] {
  const seen = new Map<number, AgreementSeasonChoice>();
  for (const league of leagues) {
    if (!seen.has(league.seasonId)) seen.set(league.seasonId, { seasonId: league.seasonId, label: `${league.mainName} ${league.seasonName}` });
  }
  return [...seen.values()];
}

export function useAgreementSeasons(teamId: string) {
  const leagues = useApiSWR<TeamLeague[]>(apiPath('team', teamId, 'leagues'), { revalidateOnMount: true });
  return { ...leagues, seasons: leagues.data ? seasonChoices(leagues.data) : undefined };
}
