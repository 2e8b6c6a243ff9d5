import { apiClient } from '@dugout/auth';
import type { GameCorrectionRequest, GameRecordSaved } from '@dugout/contracts';
import { gameEntryPath } from './get-game-entry';

/** POST /api/game/admin/write/game/{id}/correction {reason}: a grade-1 manager opens a final record for a correction. */
export const openGameCorrection = (gameId: number, request: GameCorrectionRequest): Promise<GameRecordSaved> =>
  apiClient.post<GameRecordSaved>(`${gameEntryPath(gameId)}/correction`, request);
