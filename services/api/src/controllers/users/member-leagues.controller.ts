import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LeagueMain, ManagedLeagueMain } from '@dugout/contracts';
import { JwtAuthGuard, OwnAccountGuard } from '../../services/auth';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { MemberLeaguesService } from '../../services/users/member-leagues.service';

@ApiTags('league')
@ApiBearerAuth()
@Controller('league/main')
@UseGuards(JwtAuthGuard, OwnAccountGuard('userId'))
export class MemberLeaguesController {
  constructor(private readonly memberLeagues: MemberLeaguesService) {}

  @Get('manager/:userId')
  @ApiOperation({ summary: '내가 관리하는 리그 (등급 포함)' })
  managedLeagues(@Param('userId', ParseIdPipe) userId: number): Promise<ManagedLeagueMain[]> {
    return this.memberLeagues.managedLeagues(userId);
  }

  @Get('myLeagueMain/:userId')
  @ApiOperation({ summary: '내가 선수로 등록되었거나 내 팀이 참가한 리그' })
  joinedLeagues(@Param('userId', ParseIdPipe) userId: number): Promise<LeagueMain[]> {
    return this.memberLeagues.joinedLeagues(userId);
  }
}
