import { apiClient } from '@dugout/auth';
import type { Season, SeasonForm } from '@dugout/contracts';
import { seasonsPath } from './get-seasons';

/** POST /api/league/main/{id}/season: a new season (400 with field errors: dates, overlap). */
export const createSeason = (mainId: number, form: SeasonForm): Promise<Season> => apiClient.post<Season>(seasonsPath(mainId), form);
