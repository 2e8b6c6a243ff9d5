import { apiClient } from '@dugout/auth';
import type { GameRecordSaved, GameScoreboardSave } from '@dugout/contracts';
import { gameEntryPath } from './get-game-entry';

/** POST /api/game/admin/write/game/{id}/scoreboard: the line score, team totals, win type and winner only. */
export const saveGameScoreboard = (gameId: number, entry: GameScoreboardSave): Promise<GameRecordSaved> =>
  apiClient.post<GameRecordSaved>(`${gameEntryPath(gameId)}/scoreboard`, entry, { idempotent: true });
