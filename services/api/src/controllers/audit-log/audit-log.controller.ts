import { ApiQuery } from '@nestjs/swagger';
import { auditQuerySchema, type AuditPage, type AuditQuery } from '@dugout/contracts';
import { LeagueAdmin, TeamAdmin } from '../../services/access';
import { AuditService } from '../../services/audit/audit.service';
import { ApiController, IdParam, Route, ValidQuery } from '../route-decorators';

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
@ApiController('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Route('GET league/admin/main/:mainId/audit', '리그 변경 기록 (총괄 관리자, 최신순)', LeagueAdmin({ mainId: 'mainId' }, { head: true }), AuditFilters())
  leagueMainLog(@IdParam('mainId') mainId: number, @ValidQuery(auditQuerySchema) query: AuditQuery): Promise<AuditPage> {
    return this.audit.page('leagueMain', mainId, query);
  }

  @Route('GET team/:teamId/admin/audit', '팀 변경 기록 (팀 관리자, 최신순)', TeamAdmin('teamId'), AuditFilters())
  teamLog(@IdParam('teamId') teamId: number, @ValidQuery(auditQuerySchema) query: AuditQuery): Promise<AuditPage> {
    return this.audit.page('team', teamId, query);
  }
}
