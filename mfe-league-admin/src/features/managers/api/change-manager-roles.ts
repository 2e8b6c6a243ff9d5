import { apiClient } from '@dugout/auth';
import { rolesToJson, type LeagueManagerItem, type LeagueManagerRole } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/admin/main/{id}/manager/{userId}/roles: every flag, as the spec's JSON text. */
export const changeManagerRoles = (mainId: number, userId: number, roles: readonly LeagueManagerRole[]): Promise<LeagueManagerItem> =>
  apiClient.patch<LeagueManagerItem>(apiPath('league', 'admin', 'main', mainId, 'manager', userId, 'roles'), {
    roles: rolesToJson(roles),
  });
