import { Controller, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { LeagueManagerCheck, TeamManagerCheck } from '@dugout/contracts';
import { JwtAuthGuard, OwnAccountGuard } from '../../services/auth';
import { AccessService } from '../../services/access/access.service';
import { IdParam, Route } from '../route-decorators';

/** The manager checks the admin areas make on entry (only about the caller himself). */
@ApiBearerAuth()
@Controller()
@UseGuards(JwtAuthGuard, OwnAccountGuard('userId'))
export class AccessController {
  constructor(private readonly access: AccessService) {}

  @Route('GET league/admin/manager/can_access/:league/:userId', '리그 관리자 확인 (result, grade, role: 권한 JSON 글자). 본인만 조회할 수 있습니다', ApiTags('league'))
  leagueCheck(@Param('league') league: string, @IdParam('userId') userId: number): Promise<LeagueManagerCheck> {
    return this.access.leagueCheck(league, userId);
  }

  @Route('GET team/:id/admin/can_access/:userId', '팀 관리자 확인 (result). 본인만 조회할 수 있습니다', ApiTags('team'))
  teamCheck(@IdParam('id') teamId: number, @IdParam('userId') userId: number): Promise<TeamManagerCheck> {
    return this.access.teamCheck(teamId, userId);
  }
}
