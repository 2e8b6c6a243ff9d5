import type { UserPlayer } from '@dugout/contracts';
import { PlayersService } from '../../services/players/players.service';
import { ApiController, IdParam, OwnAccountOnly, Route } from '../route-decorators';

@ApiController('user', 'user')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Route('GET :userId/player', '내 선수 정보 (선수 등록 전이면 data가 null)', OwnAccountOnly('userId'))
  getPlayerOfUser(@IdParam('userId') userId: number): Promise<UserPlayer | null> {
    return this.players.findOfUser(userId);
  }
}
