import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { leagueAdminLanding } from '@dugout/contracts';
import { EmptyState } from '@dugout/ui';
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
import type { AdminRights } from './shared/lib/admin-rights';
import { AgreementsPage } from './features/agreements/components/agreements-page';
import { AuditLogPage } from './features/audit-log/components/audit-log-page';
import { BoardFormPage } from './features/boards/components/board-form-page';
import { BoardsPage } from './features/boards/components/boards-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { GameListPage } from './features/game-list/components/game-list-page';
import { ScorerGameListPage } from './features/game-list/components/scorer-game-list-page';
import { GameOrderPage } from './features/game-order/components/game-order-page';
import { GameResultPage } from './features/game-result/components/game-result-page';
import { HomeTextPage } from './features/home-texts/components/home-text-page';
import { LeagueApplicationsPage } from './features/league-applications/components/league-applications-page';
import { ScheduleGeneratePage } from './features/schedule-generate/components/schedule-generate-page';
import { ManagerRolesPage } from './features/managers/components/manager-roles-page';
import { ManagersPage } from './features/managers/components/managers-page';
import { LeaguesPage } from './features/leagues/components/leagues-page';
import { SeasonsPage } from './features/seasons/components/seasons-page';
import { ScheduleFormPage } from './features/schedule-admin/components/schedule-form-page';
import { ScheduleListPage } from './features/schedule-admin/components/schedule-list-page';
import { ScheduleUploadPage } from './features/schedule-upload/components/schedule-upload-page';
import { SearchPlayerPage } from './features/search-player/components/search-player-page';
import { TeamManagePage } from './features/team-manage/components/team-manage-page';
import { PlayerDetailPage } from './features/team-players/components/player-detail-page';
import { TeamPlayersPage } from './features/team-players/components/team-players-page';
import { TeamRosterPage } from './features/team-players/components/team-roster-page';
import { TeamsPage } from './features/team-players/components/teams-page';

type Page = ReactNode | ((rights: AdminRights) => ReactNode);

/** The admin screens (spec section 2), each with the rule that shows it (src/features/<name>). */
const SCREENS: { path: string; rule: ScreenRule; page: Page }[] = [
  { path: 'schedule', rule: leagueSchedule, page: <ScheduleListPage /> },
  { path: 'scheduleform/:seasonId?/:leagueId?/:gameId?', rule: leagueSchedule, page: <ScheduleFormPage /> },
  { path: 'scheduleGenerate/:seasonId?/:leagueId?', rule: leagueSchedule, page: <ScheduleGeneratePage /> },
  { path: 'scheduleUpload/:seasonId?/:leagueId?', rule: leagueSchedule, page: <ScheduleUploadPage /> },
  { path: 'game', rule: leagueGame, page: <GameListPage /> },
  { path: 'gameresult/:seasonId?/:leagueId?/:gameId?', rule: leagueGame, page: (rights) => <GameResultPage rights={rights} /> },
  { path: 'gameorder/:seasonId?/:leagueId?/:gameId?', rule: leagueGame, page: <GameOrderPage /> },
  { path: 'boards', rule: manageBoard, page: (rights) => <BoardsPage rights={rights} /> },
  { path: 'board/:boardId?', rule: manageBoard, page: (rights) => <BoardFormPage rights={rights} /> },
  { path: 'seasons', rule: headOnly, page: <SeasonsPage /> },
  { path: 'leagues', rule: headOnly, page: <LeaguesPage /> },
  { path: 'agreements', rule: headOnly, page: <AgreementsPage /> },
  { path: 'teamManageLeagues', rule: leagueTeam, page: <TeamManagePage /> },
  { path: 'teamManageLeagues/:seasonId/:leagueId', rule: leagueTeam, page: <LeagueApplicationsPage /> },
  { path: 'searchPlayer', rule: always, page: <SearchPlayerPage /> },
  { path: 'teams/:seasonId?/:leagueId?', rule: teamPlayer, page: (rights) => <TeamsPage rights={rights} /> },
  { path: 'teams/:seasonId/:leagueId/:teamId/players', rule: teamPlayer, page: <TeamPlayersPage /> },
  { path: 'teams/:seasonId/:leagueId/:teamId/players/:playerId', rule: teamPlayer, page: <PlayerDetailPage /> },
  { path: 'teams/:seasonId/:leagueId/:teamId/teamplayers', rule: teamPlayer, page: <TeamRosterPage /> },
  { path: 'editHome/:label', rule: headOnly, page: <HomeTextPage /> },
  { path: 'managers', rule: headOnly, page: <ManagersPage /> },
  { path: 'managerRoles', rule: headOnly, page: <ManagerRolesPage /> },
  { path: 'auditLog', rule: headOnly, page: <AuditLogPage /> },
];

const pageFor = (page: Page, rights: AdminRights) => (typeof page === 'function' ? page(rights) : page);

function guarded(rights: AdminRights, rule: ScreenRule, screen: ReactNode) {
  return (
    <ScreenGuard rights={rights} rule={rule}>
      {screen}
    </ScreenGuard>
  );
}

/** A scorer without a grade: his games of this league, their record entry and lineups (the server checks each game). */
function ScorerRoutes({ rights }: { rights: AdminRights }) {
  const { path = '' } = useParams<{ path: string }>();
  return (
    <LeagueAdminLayout rights={rights}>
      <Routes>
        <Route index element={<Navigate to={adminPath(path, 'game')} replace />} />
        <Route path="game" element={<ScorerGameListPage />} />
        <Route path="gameresult/:seasonId?/:leagueId?/:gameId?" element={<GameResultPage rights={rights} />} />
        <Route path="gameorder/:seasonId?/:leagueId?/:gameId?" element={<GameOrderPage />} />
        <Route path="*" element={<EmptyState message="기록원으로 배정된 경기의 기록과 라인업만 입력할 수 있습니다." />} />
      </Routes>
    </LeagueAdminLayout>
  );
}

function AdminRoutes({ rights }: { rights: AdminRights }) {
  const { path = '' } = useParams<{ path: string }>();
  if (rights.gameWriterOnly) return <ScorerRoutes rights={rights} />;
  return (
    <LeagueAdminLayout rights={rights}>
      <Routes>
        <Route index element={<Navigate to={adminPath(path, leagueAdminLanding(rights.grade))} replace />} />
        <Route path="dashboard" element={<DashboardPage rights={rights} />} />
        {SCREENS.map(({ path, rule, page }) => (
          <Route
            key={path}
            path={path}
            element={guarded(rights, rule, pageFor(page, rights))}
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
