import { apiClient } from '@dugout/auth';
import type { LeagueApplyDecisionPayload, LeagueApplyItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/admin/league/{id}/approveApply {requestId, userId}: the team joins the league. */
export const approveApplication = (leagueId: number, payload: LeagueApplyDecisionPayload): Promise<LeagueApplyItem> =>
  apiClient.patch<LeagueApplyItem>(apiPath('league', 'admin', 'league', leagueId, 'approveApply'), payload);
