import { apiClient } from '@dugout/auth';
import type { GameLineupEntryInput, GameOrderTeam } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/game/admin/order/{gameId}/{teamId}: the team's whole lineup, replacing the saved one. */
export const saveGameLineup = (gameId: number, teamId: number, entries: GameLineupEntryInput[]): Promise<GameOrderTeam> =>
  apiClient.post<GameOrderTeam>(apiPath('game', 'admin', 'order', gameId, teamId), { entries });
