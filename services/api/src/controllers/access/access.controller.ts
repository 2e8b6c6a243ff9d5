import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LeagueManagerCheck, TeamManagerCheck } from '@dugout/contracts';
import { JwtAuthGuard, OwnAccountGuard } from '../../services/auth';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { AccessService } from '../../services/access/access.service';

/** The manager checks the admin areas make on entry (only about the caller himself). */
@ApiBearerAuth()
@Controller()
@UseGuards(JwtAuthGuard, OwnAccountGuard('userId'))
export class AccessController {
  constructor(private readonly access: AccessService) {}

  @Get('league/admin/manager/can_access/:league/:userId')
  @ApiTags('league')
  @ApiOperation({ summary: '리그 관리자 확인 (result, grade, role: 권한 JSON 글자). 본인만 조회할 수 있습니다' })
  leagueCheck(@Param('league') league: string, @Param('userId', ParseIdPipe) userId: number): Promise<LeagueManagerCheck> {
    return this.access.leagueCheck(league, userId);
  }

  @Get('team/:id/admin/can_access/:userId')
  @ApiTags('team')
  @ApiOperation({ summary: '팀 관리자 확인 (result). 본인만 조회할 수 있습니다' })
  teamCheck(@Param('id', ParseIdPipe) teamId: number, @Param('userId', ParseIdPipe) userId: number): Promise<TeamManagerCheck> {
    return this.access.teamCheck(teamId, userId);
  }
}
