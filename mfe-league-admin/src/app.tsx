import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { leagueAdminLanding, type LeagueManagerAccessRights } from '@dugout/contracts';
import { EmptyState, PlaceholderPanel } from '@dugout/ui';
import { LeagueAdminGate } from './features/access/components/league-admin-gate';
import { LeagueAdminLayout } from './features/admin-layout/components/league-admin-layout';
import { ScreenGuard } from './features/admin-layout/components/screen-guard';
import {
  always,
  headOnly,
  leagueGame,
  leagueSchedule,
  leagueTeam,
  manageBoard,
  teamPlayer,
  type ScreenRule,
} from './features/admin-layout/lib/screen-rules';
import { adminPath } from './shared/lib/admin-paths';
import { AuditLogPage } from './features/audit-log/components/audit-log-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { ManagerRolesPage } from './features/managers/components/manager-roles-page';
import { ManagersPage } from './features/managers/components/managers-page';

const AREA = '리그 관리';
const NOT_READY = '아직 준비 중인 화면입니다.';

/** Each route keeps its place (spec section 2); the screens arrive with the admin issues (src/features/<name>). */
const SCREENS: { path: string; title: string; rule: ScreenRule; page?: ReactNode }[] = [
  { path: 'schedule', title: '일정 관리', rule: leagueSchedule },
  { path: 'scheduleform/:seasonId?/:leagueId?/:gameId?', title: '일정 등록', rule: leagueSchedule },
  { path: 'scheduleGenerate/:seasonId?/:leagueId?', title: '일정 자동 생성', rule: leagueSchedule },
  { path: 'game', title: '경기 관리', rule: leagueGame },
  { path: 'gameresult/:seasonId?/:leagueId?/:gameId?', title: '경기 결과 입력', rule: leagueGame },
  { path: 'gameorder/:seasonId?/:leagueId?/:gameId?', title: '라인업 관리', rule: leagueGame },
  { path: 'boards', title: '게시판 관리', rule: manageBoard },
  { path: 'board/:boardId?', title: '게시판 설정', rule: manageBoard },
  { path: 'seasons', title: '시즌 관리', rule: headOnly },
  { path: 'leagues', title: '리그 관리', rule: headOnly },
  { path: 'teamManageLeagues', title: '팀 관리', rule: leagueTeam },
  { path: 'teamManageLeagues/:seasonId/:leagueId', title: '참가 접수', rule: leagueTeam },
  { path: 'searchPlayer', title: '선수 검색', rule: always },
  { path: 'teams/:seasonId?/:leagueId?', title: '팀 및 선수', rule: teamPlayer },
  { path: 'teams/:seasonId/:leagueId/:teamId/players', title: '팀 선수 목록', rule: teamPlayer },
  { path: 'teams/:seasonId/:leagueId/:teamId/players/:playerId', title: '선수 정보', rule: teamPlayer },
  { path: 'teams/:seasonId/:leagueId/:teamId/teamplayers', title: '팀 소속 선수', rule: teamPlayer },
  { path: 'editHome/:label', title: '소개·규정 편집', rule: headOnly },
  { path: 'managers', title: '운영진 관리', rule: headOnly, page: <ManagersPage /> },
  { path: 'managerRoles', title: '운영진 권한', rule: headOnly, page: <ManagerRolesPage /> },
  { path: 'auditLog', title: '활동 기록', rule: headOnly, page: <AuditLogPage /> },
];

function guarded(rights: LeagueManagerAccessRights, rule: ScreenRule, screen: ReactNode) {
  return (
    <ScreenGuard rights={rights} rule={rule}>
      {screen}
    </ScreenGuard>
  );
}

function AdminRoutes({ rights }: { rights: LeagueManagerAccessRights }) {
  const { path = '' } = useParams<{ path: string }>();
  return (
    <LeagueAdminLayout rights={rights}>
      <Routes>
        <Route index element={<Navigate to={adminPath(path, leagueAdminLanding(rights.grade))} replace />} />
        <Route path="dashboard" element={<DashboardPage rights={rights} />} />
        {SCREENS.map(({ path, title, rule, page }) => (
          <Route
            key={path}
            path={path}
            element={guarded(rights, rule, page ?? <PlaceholderPanel area={AREA} title={title} message={NOT_READY} />)}
          />
        ))}
        <Route path="*" element={<EmptyState message="요청하신 관리 화면을 찾을 수 없습니다." />} />
      </Routes>
    </LeagueAdminLayout>
  );
}

/** The league admin area, mounted by the shell at /league/:path/admin/*: managers of this league only. */
export default function App() {
  return (
    <div data-area="mfe-league-admin">
      <LeagueAdminGate>{(rights) => <AdminRoutes rights={rights} />}</LeagueAdminGate>
    </div>
  );
}
