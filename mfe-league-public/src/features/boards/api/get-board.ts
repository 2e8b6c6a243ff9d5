import { useApiSWR } from '@dugout/auth';
import type { Board } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const boardPath = (path: string, label: string) => apiPath('league', 'board', path, 'label', label);

/** GET /api/league/board/{path}/label/{label}: the board's settings (uploads, downloads, file count). */
export const useBoard = (path: string, label: string) =>
  useApiSWR<Board>(label ? boardPath(path, label) : null, { shouldRetryOnError: false, revalidateOnFocus: false });
