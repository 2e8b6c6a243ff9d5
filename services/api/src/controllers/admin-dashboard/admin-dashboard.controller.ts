import type { LeagueAdminDashboard, TeamAdminDashboard } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, TeamAdmin, type LeagueAdminAccess } from '../../services/access';
import { AdminDashboardService } from '../../services/admin-dashboard/admin-dashboard.service';
import { ApiController, IdParam, Route } from '../route-decorators';

@ApiController('admin-dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Route('GET league/admin/main/:id/dashboard', '리그 관리자 대시보드: 진행 중인 시즌, 치른/남은 경기, 기록 미입력 경기, 대기 중인 운영진 신청(총괄 관리자만). 리그 관리자만', LeagueAdmin({ mainId: 'id' }))
  league(@IdParam('id') mainId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<LeagueAdminDashboard> {
    return this.dashboard.league(mainId, access);
  }

  @Route('GET team/:id/admin/dashboard', '팀 관리자 대시보드: 다음 경기 5개, 14일 안에 라인업을 내지 않은 경기 수, 가입 대기 수. 팀 관리자만', TeamAdmin('id'))
  team(@IdParam('id') teamId: number): Promise<TeamAdminDashboard> {
    return this.dashboard.team(teamId);
  }
}
