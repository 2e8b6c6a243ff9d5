import { Injectable } from '@nestjs/common';
import type { UserPlayer } from '@dugout/contracts';
import { PlayersQueries, type PlayerAccount } from './players.queries';

@Injectable()
export class PlayersService {
  constructor(private readonly queries: PlayersQueries) {}

  /** The member's player record, or null when they have not registered as a player yet. */
  findOfUser(userId: number): Promise<UserPlayer | null> {
    return this.queries.ofUser(userId);
  }

  /** The ids of the member's player records (none before they register as a player). */
  idsOfUser(userId: number): Promise<number[]> {
    return this.queries.idsOfUser(userId);
  }

  /** Each player's name by id. */
  names(playerIds: readonly number[]): Promise<Map<number, string>> {
    return this.queries.names(playerIds);
  }

  /** Each player's name, member account (null when none) and position by id. */
  accounts(playerIds: readonly number[]): Promise<Map<number, PlayerAccount>> {
    return this.queries.accounts(playerIds);
  }
}
