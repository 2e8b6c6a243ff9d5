import { useApiSWR } from '@dugout/auth';
import type { TeamEntry } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const seasonTeamsPath = (seasonId: number) => apiPath('league', 'season', seasonId, 'teams');

/** GET /api/league/season/{id}/teams: every team of every league of the season. */
export const useSeasonTeams = (seasonId: number | null) => useApiSWR<TeamEntry[]>(seasonId ? seasonTeamsPath(seasonId) : null);
