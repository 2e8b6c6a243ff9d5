import { UseGuards } from '@nestjs/common';
import { agreementContentSchema, type AdminSeasonAgreement, type AgreementContentPayload } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { AgreementsService } from '../../services/agreements/agreements.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

const SEASON = { seasonId: 'seasonId' } as const;

/** A season's agreement text in the league admin area: any manager reads it with the counts, grade 1 writes it. */
@ApiController('league', 'league/admin/season', UseGuards(JsonBodyGuard))
export class AgreementAdminController {
  constructor(private readonly agreements: AgreementsService) {}

  @Route('GET :seasonId/agreement', '시즌의 참가 서약서 내용, 마지막 작성자와 팀별 서명 수. 리그 관리자', LeagueAdmin(SEASON))
  read(@IdParam('seasonId') seasonId: number): Promise<AdminSeasonAgreement> {
    return this.agreements.admin(seasonId);
  }

  @Route('PUT :seasonId/agreement', '시즌의 참가 서약서 내용 저장 (일반 텍스트). 이미 한 서명은 서명할 때의 내용을 유지. 총괄 관리자(1등급)만', LeagueAdmin(SEASON, { head: true }))
  save(@LeagueAccess() access: LeagueAdminAccess, @IdParam('seasonId') seasonId: number, @ValidBody(agreementContentSchema) body: AgreementContentPayload): Promise<AdminSeasonAgreement> {
    return this.agreements.saveText(access.userId, seasonId, body.content);
  }
}
