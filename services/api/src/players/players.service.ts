import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Player } from './player.entity';
import type { UserPlayer } from '@dugout/contracts';
import { toUserPlayer } from './players.dto';

@Injectable()
export class PlayersService {
  constructor(@InjectRepository(Player) private readonly players: Repository<Player>) {}

  /** The member's player record, or null when they have not registered as a player yet. */
  async findOfUser(userId: number): Promise<UserPlayer | null> {
    const player = await this.players.findOneBy({ userId });
    return player ? toUserPlayer(player) : null;
  }
}
