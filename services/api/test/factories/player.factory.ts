import type { BatThrw, Gender, Position, ProType, ProTypeMiddle } from '@dugout/contracts';
import { insertChunked } from '../../src/database/insert-chunked';
import { Player } from '../../src/repositories/players/player.entity';
import type { TestApp } from '../support/test-app';

export interface PlayerFields {
  playerName: string;
  userId?: number | null;
  birthday?: string | null;
  gender?: Gender | null;
  phone?: string | null;
  proType?: ProType;
  proTypeMiddle?: ProTypeMiddle;
  batThrw?: BatThrw | null;
  position?: Position | null;
  middleSchool?: string | null;
  school?: string | null;
  address1?: string | null;
}

/**
 * Players outside any member's account. PlayersRepository writes a player only for a member
 * (insertForMember, saveOfMember) and changes only bat_thrw, so these go through the entity.
 */
export function playerFactory(t: TestApp) {
  const players = () => t.dataSource.getRepository(Player);
  return {
    /** A player; answers its id. */
    async player(fields: PlayerFields): Promise<number> {
      const result = await players().insert(fields);
      return Number(result.identifiers[0]?.['playerId']);
    },

    /** Many players at once (ids not answered), as a large data set needs them. */
    async players(fields: readonly PlayerFields[]): Promise<void> {
      await insertChunked(t.dataSource.manager, Player, fields);
    },

    /** Changes some fields of a player. */
    async changePlayer(playerId: number, changes: Partial<PlayerFields>): Promise<void> {
      await players().update({ playerId }, changes);
    },

    /** Removes a player who has no roster line, registration or box-score line. */
    async removePlayer(playerId: number): Promise<void> {
      await players().delete({ playerId });
    },
  };
}
