import { UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { LeagueMain, ManagedLeagueMain } from '@dugout/contracts';
import { JwtAuthGuard, OwnAccountGuard } from '../../services/auth';
import { MemberLeaguesService } from '../../services/users/member-leagues.service';
import { ApiController, IdParam, Route } from '../route-decorators';

@ApiController('league', 'league/main', ApiBearerAuth(), UseGuards(JwtAuthGuard, OwnAccountGuard('userId')))
export class MemberLeaguesController {
  constructor(private readonly memberLeagues: MemberLeaguesService) {}

  @Route('GET manager/:userId', '내가 관리하는 리그 (등급 포함)')
  managedLeagues(@IdParam('userId') userId: number): Promise<ManagedLeagueMain[]> {
    return this.memberLeagues.managedLeagues(userId);
  }

  @Route('GET myLeagueMain/:userId', '내가 선수로 등록되었거나 내 팀이 참가한 리그')
  joinedLeagues(@IdParam('userId') userId: number): Promise<LeagueMain[]> {
    return this.memberLeagues.joinedLeagues(userId);
  }
}
