import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { leagueAdminApplySchema, type LeagueAdminApplyPayload, type LeagueApplyItem } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { Idempotent } from '../../common/idempotency';
import { LeagueApplicationsService } from '../../services/league-entries/league-applications.service';

/** The league side's own entry of an application (spec section 7, League admin: POST .../apply). */
@ApiTags('league')
@Controller('league')
@UseGuards(JsonBodyGuard)
export class LeagueApplyAdminController {
  constructor(private readonly applications: LeagueApplicationsService) {}

  @Post('admin/league/:id/apply')
  @Idempotent()
  @LeagueAdmin({ leagueId: 'id' }, { role: 'leagueTeam' })
  @ApiOperation({
    summary: '리그 관리자가 팀의 참가 신청을 대신 등록 {teamId, memo, approve}: 대기 중인 신청으로, approve면 바로 승인해 팀이 리그에 추가됨. 참가팀 관리 권한',
  })
  enter(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('id', ParseIdPipe) leagueId: number,
    @Body(new ContractValidationPipe(leagueAdminApplySchema)) body: LeagueAdminApplyPayload,
  ): Promise<LeagueApplyItem> {
    return this.applications.enter(access.mainId, access.userId, leagueId, body);
  }
}
