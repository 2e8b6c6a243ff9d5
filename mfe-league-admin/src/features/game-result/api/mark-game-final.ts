import { apiClient } from '@dugout/auth';
import type { GameRecordSaved } from '@dugout/contracts';
import { gameEntryPath } from './get-game-entry';

/** POST /api/game/admin/write/game/{id}/final: makes the record official (locked). */
export const markGameFinal = (gameId: number): Promise<GameRecordSaved> => apiClient.post<GameRecordSaved>(`${gameEntryPath(gameId)}/final`);
