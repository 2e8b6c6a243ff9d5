import { apiClient } from '@dugout/auth';
import type { Season, SeasonForm } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PUT /api/league/main/{id}/season/{seasonId}: making it active clears the other seasons' flag. */
export const updateSeason = (mainId: number, seasonId: number, form: SeasonForm): Promise<Season> =>
  apiClient.put<Season>(apiPath('league', 'main', mainId, 'season', seasonId), form);
