import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { auditQuerySchema, type AuditPage, type AuditQuery } from '@dugout/contracts';
import { LeagueAdmin, TeamAdmin } from '../../services/access';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { AuditService } from '../../services/audit/audit.service';

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
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('league/admin/main/:mainId/audit')
  @LeagueAdmin({ mainId: 'mainId' }, { head: true })
  @AuditFilters()
  @ApiOperation({ summary: '리그 변경 기록 (총괄 관리자, 최신순)' })
  leagueMainLog(
    @Param('mainId', ParseIdPipe) mainId: number,
    @Query(new ContractValidationPipe(auditQuerySchema)) query: AuditQuery,
  ): Promise<AuditPage> {
    return this.audit.page('leagueMain', mainId, query);
  }

  @Get('team/:teamId/admin/audit')
  @TeamAdmin('teamId')
  @AuditFilters()
  @ApiOperation({ summary: '팀 변경 기록 (팀 관리자, 최신순)' })
  teamLog(
    @Param('teamId', ParseIdPipe) teamId: number,
    @Query(new ContractValidationPipe(auditQuerySchema)) query: AuditQuery,
  ): Promise<AuditPage> {
    return this.audit.page('team', teamId, query);
  }
}
