import { apiClient } from '@dugout/auth';
import type { GameRecordEntry, GameRecordSaved } from '@dugout/contracts';
import { gameEntryPath } from './get-game-entry';

/** POST /api/game/admin/write/game/{id}: the whole record (400 with errors by path, 409 on a stale version). */
export const saveGameRecord = (gameId: number, entry: GameRecordEntry): Promise<GameRecordSaved> =>
  apiClient.post<GameRecordSaved>(gameEntryPath(gameId), entry, { idempotent: true });
