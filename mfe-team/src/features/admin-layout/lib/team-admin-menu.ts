import type { AdminMenuGroup } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';

/** The spec's side menu of the team staff portal (section 2). */
export function teamAdminMenu(teamId: string): AdminMenuGroup[] {
  const link = (label: string, screen: string) => ({ label, to: teamAdminPath(teamId, screen) });
  return [
    { label: '대시보드', to: teamAdminPath(teamId, 'dashboard') },
    { label: '경기 관리', items: [link('엔트리 관리', 'entry'), link('라인업 제출', 'orderList')] },
    {
      label: '선수·스태프 관리',
      items: [link('선수 정보', 'member'), link('가입 승인', 'joinTeam'), link('관리 권한 설정', 'manager'), link('활동 기록', 'auditLog')],
    },
    { label: '리그 참가', items: [link('참가 신청', 'applyLeague'), link('참가 현황', 'leagueHistory'), link('참가 서약서', 'agreements')] },
    { label: '팀 관리', items: [link('팀 정보', 'teamInfo')] },
  ];
}
