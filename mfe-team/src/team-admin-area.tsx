import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { EmptyState, Skeleton } from '@dugout/ui';
import { TeamAdminGate } from './features/admin-access/components/team-admin-gate';
import { DashboardPage } from './features/admin-dashboard/components/dashboard-page';
import { TeamAdminLayout } from './features/admin-layout/components/team-admin-layout';
import { AuditLogPage } from './features/audit-log/components/audit-log-page';
import { ApplyLeaguePage } from './features/league-apply/components/apply-league-page';
import { LeagueHistoryPage } from './features/league-apply/components/league-history-page';
import { AddManagerPage } from './features/team-managers/components/add-manager-page';
import { ManagersPage } from './features/team-managers/components/managers-page';
import { teamAdminPath } from './shared/lib/team-admin-paths';

const OrderListPage = lazy(() => import('./features/lineups/components/order-list-page').then((m) => ({ default: m.OrderListPage })));
const OrderFormPage = lazy(() => import('./features/lineups/components/order-form-page').then((m) => ({ default: m.OrderFormPage })));
const RosterPage = lazy(() => import('./features/roster/components/roster-page').then((m) => ({ default: m.RosterPage })));
const RosterPlayerPage = lazy(() => import('./features/roster/components/roster-player-page').then((m) => ({ default: m.RosterPlayerPage })));
const EntryLeaguesPage = lazy(() => import('./features/entries/components/entry-leagues-page').then((m) => ({ default: m.EntryLeaguesPage })));
const EntryFormPage = lazy(() => import('./features/entries/components/entry-form-page').then((m) => ({ default: m.EntryFormPage })));
const TeamInfoPage = lazy(() => import('./features/team-info/components/team-info-page').then((m) => ({ default: m.TeamInfoPage })));
const JoinRequestsPage = lazy(() => import('./features/join-requests/components/join-requests-page').then((m) => ({ default: m.JoinRequestsPage })));
const AgreementsPage = lazy(() => import('./features/agreements/components/agreements-page').then((m) => ({ default: m.AgreementsPage })));
const JoinRequestDetailPage = lazy(() =>
  import('./features/join-requests/components/join-request-detail-page').then((m) => ({ default: m.JoinRequestDetailPage })),
);

/** A screen loaded on first use. */
function Lazy({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<Skeleton label="화면을 불러오는 중입니다…" />}>
      <Page />
    </Suspense>
  );
}

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
          <Route path="applyLeague" element={<ApplyLeaguePage />} />
          <Route path="leagueHistory" element={<LeagueHistoryPage />} />
          <Route path="orderList" element={<Lazy page={OrderListPage} />} />
          <Route path="orderForm/:leagueId/:gameId" element={<Lazy page={OrderFormPage} />} />
          <Route path="member" element={<Lazy page={RosterPage} />} />
          <Route path="member/:playerId" element={<Lazy page={RosterPlayerPage} />} />
          <Route path="entry" element={<Lazy page={EntryLeaguesPage} />} />
          <Route path="entry/form/:leagueId" element={<Lazy page={EntryFormPage} />} />
          <Route path="teamInfo" element={<Lazy page={TeamInfoPage} />} />
          <Route path="joinTeam" element={<Lazy page={JoinRequestsPage} />} />
          <Route path="joinTeam/:userId" element={<Lazy page={JoinRequestDetailPage} />} />
          <Route path="agreements" element={<Lazy page={AgreementsPage} />} />
          <Route path="*" element={<EmptyState message="요청하신 팀 관리 화면을 찾을 수 없습니다." />} />
        </Routes>
      </TeamAdminLayout>
    </TeamAdminGate>
  );
}
