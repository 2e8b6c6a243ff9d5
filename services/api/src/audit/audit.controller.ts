import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { auditQuerySchema, type AuditPage, type AuditQuery } from '@dugout/contracts';
import { CurrentUser, JwtAuthGuard, type AuthUser } from '../auth';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { AuditAccess } from './audit-access.service';
import { AuditService } from './audit.service';

const filters = [
  { name: 'from', description: '시작일 YYYY-MM-DD (한국 시간, 포함)' },
  { name: 'to', description: '종료일 YYYY-MM-DD (한국 시간, 포함)' },
  { name: 'userId', description: '이 관리자의 기록만' },
  { name: 'kind', description: "기록 종류 (예: 'manager.grade')" },
  { name: 'page', description: '1부터 (기본 1)' },
  { name: 'pageSize', description: '1~100 (기본 20)' },
];
const AuditFilters = (): MethodDecorator => (target, key, descriptor) => {
  for (const filter of filters) ApiQuery({ ...filter, required: false })(target, key, descriptor);
};

/** Reading the audit log; there is no route that edits or deletes it. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller()
@UseGuards(JwtAuthGuard)
export class AuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly access: AuditAccess,
  ) {}

  @Get('league/admin/main/:mainId/audit')
  @AuditFilters()
  @ApiOperation({ summary: '리그 변경 기록 (총괄 관리자, 최신순)' })
  async leagueMainLog(
    @Param('mainId', ParseIdPipe) mainId: number,
    @Query(new ContractValidationPipe(auditQuerySchema)) query: AuditQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<AuditPage> {
    await this.access.assertLeagueMainLog(mainId, user.userId);
    return this.audit.page('leagueMain', mainId, query);
  }

  @Get('team/:teamId/admin/audit')
  @AuditFilters()
  @ApiOperation({ summary: '팀 변경 기록 (팀 관리자, 최신순)' })
  async teamLog(
    @Param('teamId', ParseIdPipe) teamId: number,
    @Query(new ContractValidationPipe(auditQuerySchema)) query: AuditQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<AuditPage> {
    await this.access.assertTeamLog(teamId, user.userId);
    return this.audit.page('team', teamId, query);
  }
}
