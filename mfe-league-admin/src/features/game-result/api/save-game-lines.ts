import { apiClient } from '@dugout/auth';
import type { GameLinesSave, GameRecordSaved } from '@dugout/contracts';
import { gameEntryPath } from './get-game-entry';

/** POST /api/game/admin/write/game/{id}/records: the batting and pitching lines only. */
export const saveGameLines = (gameId: number, entry: GameLinesSave): Promise<GameRecordSaved> =>
  apiClient.post<GameRecordSaved>(`${gameEntryPath(gameId)}/records`, entry, { idempotent: true });
