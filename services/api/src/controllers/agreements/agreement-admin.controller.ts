import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { agreementContentSchema, type AdminSeasonAgreement, type AgreementContentPayload } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { AgreementsService } from '../../services/agreements/agreements.service';

const SEASON = { seasonId: 'seasonId' } as const;

/** A season's agreement text in the league admin area: any manager reads it with the counts, grade 1 writes it. */
@ApiTags('league')
@Controller('league/admin/season')
@UseGuards(JsonBodyGuard)
export class AgreementAdminController {
  constructor(private readonly agreements: AgreementsService) {}

  @Get(':seasonId/agreement')
  @LeagueAdmin(SEASON)
  @ApiOperation({ summary: '시즌의 참가 서약서 내용, 마지막 작성자와 팀별 서명 수. 리그 관리자' })
  read(@Param('seasonId', ParseIdPipe) seasonId: number): Promise<AdminSeasonAgreement> {
    return this.agreements.admin(seasonId);
  }

  @Put(':seasonId/agreement')
  @LeagueAdmin(SEASON, { head: true })
  @ApiOperation({ summary: '시즌의 참가 서약서 내용 저장 (일반 텍스트). 이미 한 서명은 서명할 때의 내용을 유지. 총괄 관리자(1등급)만' })
  save(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('seasonId', ParseIdPipe) seasonId: number,
    @Body(new ContractValidationPipe(agreementContentSchema)) body: AgreementContentPayload,
  ): Promise<AdminSeasonAgreement> {
    return this.agreements.saveText(access.userId, seasonId, body.content);
  }
}
