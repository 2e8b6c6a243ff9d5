import { apiClient } from '@dugout/auth';
import type { LeagueAdminApplyPayload, LeagueApplyItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/league/{id}/apply {teamId, memo, approve}: an application received by phone or on paper, entered by the league. */
export const enterApplication = (leagueId: number, payload: LeagueAdminApplyPayload): Promise<LeagueApplyItem> =>
  apiClient.post<LeagueApplyItem>(apiPath('league', 'admin', 'league', leagueId, 'apply'), payload, { idempotent: true });
