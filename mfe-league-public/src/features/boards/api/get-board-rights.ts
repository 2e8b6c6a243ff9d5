import { useApiSWR } from '@dugout/auth';
import type { BoardUserRights } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const boardRightsPath = (path: string, label: string, userId: number) => apiPath('league', 'board', path, label, 'user', userId);

/**
 * GET /api/league/board/{path}/{label}/user/{userId}: what the member may do on the board. A visitor is
 * never asked for: writing and commenting need a member, so a visitor has neither.
 */
export const useBoardRights = (path: string, label: string, userId: number | null) =>
  useApiSWR<BoardUserRights>(userId ? boardRightsPath(path, label, userId) : null, { shouldRetryOnError: false });
