import { Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import {
  agreementSignPayloadSchema,
  type AgreementListItem,
  type AgreementSignPayload,
  type SeasonAgreement,
  type SignedAgreement,
  type TeamAgreementStatus,
} from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, JsonBodyGuard, JwtAuthGuard, OwnAccountGuard, type AuthUser } from '../../services/auth';
import { AgreementsService } from '../../services/agreements/agreements.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

/** League participation agreements of members and team staff (spec section 7, Agreements; docs/agreements.md). */
@ApiController('league', 'league', ApiBearerAuth(), UseGuards(JsonBodyGuard))
export class AgreementsController {
  constructor(private readonly agreements: AgreementsService) {}

  @Route('GET agreement/:leaguePath/:seasonId', '시즌의 참가 서약서: 내용, 이 시즌에 등록된 내 선수 (없으면 서명 불가), 내 서명', UseGuards(JwtAuthGuard))
  agreement(@Param('leaguePath') leaguePath: string, @IdParam('seasonId') seasonId: number, @CurrentUser() user: AuthUser): Promise<SeasonAgreement> {
    return this.agreements.agreement(user.userId, leaguePath, seasonId);
  }

  @Route('GET agreementList/:userId', '내가 뛰는 (또는 서명한) 시즌의 참가 서약서 목록과 서명 여부 (최근 시즌 순). 본인만', UseGuards(JwtAuthGuard, OwnAccountGuard('userId')))
  list(@IdParam('userId') userId: number): Promise<AgreementListItem[]> {
    return this.agreements.list(userId);
  }

  @Route('GET agreementItem/:userId/:seasonId', '내가 서명한 시즌의 참가 서약서 (서명할 때의 내용과 서명 일시). 본인만', UseGuards(JwtAuthGuard, OwnAccountGuard('userId')))
  item(@IdParam('userId') userId: number, @IdParam('seasonId') seasonId: number): Promise<SignedAgreement> {
    return this.agreements.item(userId, seasonId);
  }

  @Route('POST agreement', '참가 서약서 서명 {seasonId, signName}: 등록된 선수 이름을 입력. 다른 이름 400, 등록 안 된 시즌 403, 두 번째 서명 409', UseGuards(JwtAuthGuard))
  sign(@CurrentUser() user: AuthUser, @ValidBody(agreementSignPayloadSchema) body: AgreementSignPayload): Promise<SignedAgreement> {
    return this.agreements.sign(user.userId, body);
  }

  @Route('GET agreementTeam/:teamId/:seasonId', '팀 선수 중 이 시즌에 등록된 선수의 서약서 서명 여부. 팀 관리자만', TeamAdmin('teamId'))
  team(@IdParam('teamId') teamId: number, @IdParam('seasonId') seasonId: number): Promise<TeamAgreementStatus> {
    return this.agreements.team(teamId, seasonId);
  }
}
