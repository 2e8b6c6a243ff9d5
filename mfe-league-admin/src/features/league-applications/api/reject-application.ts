import { apiClient } from '@dugout/auth';
import type { LeagueApplyDecisionPayload, LeagueApplyItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/admin/league/{id}/rejectApply {requestId, userId} */
export const rejectApplication = (leagueId: number, payload: LeagueApplyDecisionPayload): Promise<LeagueApplyItem> =>
  apiClient.patch<LeagueApplyItem>(apiPath('league', 'admin', 'league', leagueId, 'rejectApply'), payload);
