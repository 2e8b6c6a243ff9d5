import { UseGuards } from '@nestjs/common';
import { leagueAdminApplySchema, type LeagueAdminApplyPayload, type LeagueApplyItem } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { Idempotent } from '../../common/idempotency';
import { LeagueApplicationsService } from '../../services/league-entries/league-applications.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

/** The league side's own entry of an application (spec section 7, League admin: POST .../apply). */
@ApiController('league', 'league', UseGuards(JsonBodyGuard))
export class LeagueApplyAdminController {
  constructor(private readonly applications: LeagueApplicationsService) {}

  @Route(
    'POST admin/league/:id/apply',
    '리그 관리자가 팀의 참가 신청을 대신 등록 {teamId, memo, approve}: 대기 중인 신청으로, approve면 바로 승인해 팀이 리그에 추가됨. 참가팀 관리 권한',
    Idempotent(),
    LeagueAdmin({ leagueId: 'id' }, { role: 'leagueTeam' }),
  )
  enter(@LeagueAccess() access: LeagueAdminAccess, @IdParam('id') leagueId: number, @ValidBody(leagueAdminApplySchema) body: LeagueAdminApplyPayload): Promise<LeagueApplyItem> {
    return this.applications.enter(access.mainId, access.userId, leagueId, body);
  }
}
