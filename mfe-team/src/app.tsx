import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { RequireLogin } from '@dugout/auth';
import { EmptyState, Skeleton } from '@dugout/ui';

// The staff portal is its own chunk: visitors of the team's public pages never load it.
const TeamAdminArea = lazy(() => import('./team-admin-area'));
// Each public team page is its own chunk too.
const TeamLayout = lazy(() => import('./features/team-layout/components/team-layout'));
const TeamHomePage = lazy(() => import('./features/team-home/components/team-home-page'));
const TeamIntroPage = lazy(() => import('./features/team-intro/components/team-intro-page'));
const SeasonGamesPage = lazy(() => import('./features/team-games/components/season-games-page'));
const GameBoxPage = lazy(() => import('./features/team-games/components/game-box-page'));
const PlayerListPage = lazy(() => import('./features/team-players/components/player-list-page'));
const PlayerStatPage = lazy(() => import('./features/team-players/components/player-stat-page'));
const TeamStatPage = lazy(() => import('./features/team-stats/components/team-stat-page'));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={6} label="화면을 불러오는 중입니다…" />}>{children}</Suspense>;
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
 * The public pages sit in the team layout (its menu); the staff portal is team-admin-area.tsx.
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
          <Route element={<Screen><TeamLayout /></Screen>}>
            <Route index element={<Navigate to="main" replace />} />
            <Route path="main" element={<Screen><TeamHomePage /></Screen>} />
            {/* Every team page but main needs login (spec 2). */}
            <Route element={<RequireLogin />}>
              <Route path="intro" element={<Screen><TeamIntroPage /></Screen>} />
              <Route path="schedule" element={<Screen><SeasonGamesPage mode="schedule" /></Screen>} />
              <Route path="gamelist" element={<Screen><SeasonGamesPage mode="results" /></Screen>} />
              <Route path="game/:gameId" element={<Screen><GameBoxPage /></Screen>} />
              <Route path="playerlist" element={<Screen><PlayerListPage /></Screen>} />
              <Route path="playerstat/:playerId" element={<Screen><PlayerStatPage /></Screen>} />
              <Route path="stat" element={<Screen><TeamStatPage /></Screen>} />
            </Route>
            <Route path="*" element={<EmptyState message="요청하신 팀 화면을 찾을 수 없습니다." />} />
          </Route>
        </Route>
        <Route path="*" element={<PublicFrame />}>
          <Route path="*" element={<EmptyState message="요청하신 팀 화면을 찾을 수 없습니다." />} />
        </Route>
      </Routes>
    </div>
  );
}
