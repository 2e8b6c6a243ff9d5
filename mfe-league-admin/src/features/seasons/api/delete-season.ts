import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** DELETE /api/league/main/{id}/season/{seasonId}: only a season without games (else 400 with the reason). */
export const deleteSeason = (mainId: number, seasonId: number): Promise<unknown> =>
  apiClient.delete<unknown>(apiPath('league', 'main', mainId, 'season', seasonId));
