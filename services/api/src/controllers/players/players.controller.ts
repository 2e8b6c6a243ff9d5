import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JwtAuthGuard, OwnAccountGuard } from '../../services/auth';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import type { UserPlayer } from '@dugout/contracts';
import { PlayersService } from '../../services/players/players.service';

@ApiTags('user')
@Controller('user')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Get(':userId/player')
  @UseGuards(JwtAuthGuard, OwnAccountGuard('userId'))
  @ApiBearerAuth()
  @ApiOperation({ summary: '내 선수 정보 (선수 등록 전이면 data가 null)' })
  getPlayerOfUser(@Param('userId', ParseIdPipe) userId: number): Promise<UserPlayer | null> {
    return this.players.findOfUser(userId);
  }
}
