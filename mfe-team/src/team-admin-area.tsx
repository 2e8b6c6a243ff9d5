import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { EmptyState, PlaceholderPanel } from '@dugout/ui';
import { TeamAdminGate } from './features/admin-access/components/team-admin-gate';
import { DashboardPage } from './features/admin-dashboard/components/dashboard-page';
import { TeamAdminLayout } from './features/admin-layout/components/team-admin-layout';
import { AuditLogPage } from './features/audit-log/components/audit-log-page';
import { AddManagerPage } from './features/team-managers/components/add-manager-page';
import { ManagersPage } from './features/team-managers/components/managers-page';
import { teamAdminPath } from './shared/lib/team-admin-paths';

/** Each route keeps its place (spec section 2); the screens arrive with the team admin issues. */
const SCREENS: { path: string; title: string }[] = [
  { path: 'member', title: '선수 정보' },
  { path: 'member/:playerId', title: '선수 상세' },
  { path: 'joinTeam', title: '가입 승인' },
  { path: 'joinTeam/:userId', title: '가입 신청 상세' },
  { path: 'entry', title: '엔트리 관리' },
  { path: 'entry/form/:leagueId', title: '엔트리 등록' },
  { path: 'teamInfo', title: '팀 정보' },
  { path: 'orderList', title: '라인업 제출' },
  { path: 'orderForm/:leagueId/:gameId', title: '라인업 작성' },
  { path: 'applyLeague', title: '리그 참가 신청' },
  { path: 'leagueHistory', title: '리그 참가 현황' },
];

/**
 * The team staff portal, /team/admin/:teamId/*: the team's managers only. Loaded on its own, so
 * the team's public pages do not carry it.
 */
export default function TeamAdminArea() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  return (
    <TeamAdminGate>
      <TeamAdminLayout>
        <Routes>
          <Route index element={<Navigate to={teamAdminPath(teamId, 'dashboard')} replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="manager" element={<ManagersPage />} />
          <Route path="manager/add" element={<AddManagerPage />} />
          <Route path="auditLog" element={<AuditLogPage />} />
          {SCREENS.map(({ path, title }) => (
            <Route
              key={path}
              path={path}
              element={<PlaceholderPanel area="팀 관리" title={title} message="아직 준비 중인 화면입니다." />}
            />
          ))}
          <Route path="*" element={<EmptyState message="요청하신 팀 관리 화면을 찾을 수 없습니다." />} />
        </Routes>
      </TeamAdminLayout>
    </TeamAdminGate>
  );
}
