import { useApiSWR } from '@dugout/auth';
import type { GameRecordEditing } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const gameEntryPath = (gameId: number) => apiPath('game', 'admin', 'write', 'game', gameId);

/** GET /api/game/admin/write/game/{id}: the record for editing (prefilled from the lineups when none is stored). */
export function useGameEntry(gameId: number | null) {
  return useApiSWR<GameRecordEditing>(gameId ? gameEntryPath(gameId) : null);
}
