import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { AgreementsService } from '../../services/agreements/agreements.service';

/** League participation agreements of members and team staff (spec section 7, Agreements; docs/agreements.md). */
@ApiTags('league')
@ApiBearerAuth()
@Controller('league')
@UseGuards(JsonBodyGuard)
export class AgreementsController {
  constructor(private readonly agreements: AgreementsService) {}

  @Get('agreement/:leaguePath/:seasonId')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: '시즌의 참가 서약서: 내용, 이 시즌에 등록된 내 선수 (없으면 서명 불가), 내 서명' })
  agreement(
    @Param('leaguePath') leaguePath: string,
    @Param('seasonId', ParseIdPipe) seasonId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<SeasonAgreement> {
    return this.agreements.agreement(user.userId, leaguePath, seasonId);
  }

  @Get('agreementList/:userId')
  @UseGuards(JwtAuthGuard, OwnAccountGuard('userId'))
  @ApiOperation({ summary: '내가 뛰는 (또는 서명한) 시즌의 참가 서약서 목록과 서명 여부 (최근 시즌 순). 본인만' })
  list(@Param('userId', ParseIdPipe) userId: number): Promise<AgreementListItem[]> {
    return this.agreements.list(userId);
  }

  @Get('agreementItem/:userId/:seasonId')
  @UseGuards(JwtAuthGuard, OwnAccountGuard('userId'))
  @ApiOperation({ summary: '내가 서명한 시즌의 참가 서약서 (서명할 때의 내용과 서명 일시). 본인만' })
  item(@Param('userId', ParseIdPipe) userId: number, @Param('seasonId', ParseIdPipe) seasonId: number): Promise<SignedAgreement> {
    return this.agreements.item(userId, seasonId);
  }

  @Post('agreement')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: '참가 서약서 서명 {seasonId, signName}: 등록된 선수 이름을 입력. 다른 이름 400, 등록 안 된 시즌 403, 두 번째 서명 409' })
  sign(@CurrentUser() user: AuthUser, @Body(new ContractValidationPipe(agreementSignPayloadSchema)) body: AgreementSignPayload): Promise<SignedAgreement> {
    return this.agreements.sign(user.userId, body);
  }

  @Get('agreementTeam/:teamId/:seasonId')
  @TeamAdmin('teamId')
  @ApiOperation({ summary: '팀 선수 중 이 시즌에 등록된 선수의 서약서 서명 여부. 팀 관리자만' })
  team(@Param('teamId', ParseIdPipe) teamId: number, @Param('seasonId', ParseIdPipe) seasonId: number): Promise<TeamAgreementStatus> {
    return this.agreements.team(teamId, seasonId);
  }
}
