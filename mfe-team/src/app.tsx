import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { EmptyState, PlaceholderPanel, Skeleton } from '@dugout/ui';

// The staff portal is its own chunk: visitors of the team's public pages never load it.
const TeamAdminArea = lazy(() => import('./team-admin-area'));

function TeamScreen({ title }: { title: string }) {
  return <PlaceholderPanel area="팀" title={title} />;
}

/** The public pages sit in the page-width column; the staff portal uses the whole width for its side menu. */
function PublicFrame() {
  return (
    <div className="dg-container">
      <Outlet />
    </div>
  );
}

/**
 * The team area, mounted by the shell at /team/*: /team/:teamId/* and /team/admin/:teamId/*.
 * Each route keeps its place here; the screens arrive with the team issues (src/features/<name>).
 */
export default function App() {
  return (
    <div data-area="mfe-team">
      <Routes>
        <Route
          path="admin/:teamId/*"
          element={
            <Suspense fallback={<Skeleton label="팀 관리 화면을 불러오는 중입니다…" />}>
              <TeamAdminArea />
            </Suspense>
          }
        />
        <Route path=":teamId" element={<PublicFrame />}>
          <Route index element={<TeamScreen title="팀 홈" />} />
          <Route path="main" element={<TeamScreen title="팀 홈" />} />
          <Route path="intro" element={<TeamScreen title="팀 소개" />} />
          <Route path="schedule" element={<TeamScreen title="팀 일정" />} />
          <Route path="gamelist" element={<TeamScreen title="경기 결과" />} />
          <Route path="game/:gameId" element={<TeamScreen title="경기 기록" />} />
          <Route path="playerlist" element={<TeamScreen title="개인 기록" />} />
          <Route path="playerstat/:playerId" element={<TeamScreen title="선수 기록" />} />
          <Route path="stat" element={<TeamScreen title="팀 기록" />} />
          <Route path="*" element={<EmptyState message="요청하신 팀 화면을 찾을 수 없습니다." />} />
        </Route>
        <Route path="*" element={<PublicFrame />}>
          <Route path="*" element={<EmptyState message="요청하신 팀 화면을 찾을 수 없습니다." />} />
        </Route>
      </Routes>
    </div>
  );
}
