import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { EmptyState } from '@dugout/ui';
import { LeagueLayout } from './features/league-shell/components/league-layout';

// Every screen is its own chunk: the first view of /league/{path} loads the shell and the home page only.
const HomePage = lazy(() => import('./features/home/components/home-page'));
const MyLeaguePage = lazy(() => import('./features/my-league/components/my-league-page'));
const IntroPage = lazy(() => import('./features/intro/components/intro-page'));
const TeamListPage = lazy(() => import('./features/teams/components/team-list-page'));
const TeamViewPage = lazy(() => import('./features/teams/components/team-view-page'));
const ScheduleLayout = lazy(() => import('./features/schedule/components/schedule-layout'));
const ScheduleAllPage = lazy(() => import('./features/schedule/components/schedule-all-page'));
const ScheduleTeamPage = lazy(() => import('./features/schedule/components/schedule-team-page'));
const ScheduleTablePage = lazy(() => import('./features/schedule/components/schedule-table-page'));
const ScoreListPage = lazy(() => import('./features/results/components/score-list-page'));
const TeamScorePage = lazy(() => import('./features/results/components/team-score-page'));
const ScoreDetailPage = lazy(() => import('./features/results/components/score-detail-page'));
const RecordsLayout = lazy(() => import('./features/records/components/records-layout'));
const TeamStandingsPage = lazy(() => import('./features/records/components/team-standings-page'));
const RankingPage = lazy(() => import('./features/records/components/ranking-page'));
const BoardHomePage = lazy(() => import('./features/boards/components/board-home-page'));
const PostViewPage = lazy(() => import('./features/boards/components/post-view-page'));
const BoardWritePage = lazy(() => import('./features/boards/components/board-write-page'));

function UnknownScreen() {
  return (
    <div className="dg-container lp-page">
      <EmptyState message="요청하신 리그 화면을 찾을 수 없습니다." />
    </div>
  );
}

/**
 * The league public area, mounted by the shell at /league/:path/*. Paths are relative to it;
 * the shell's router gives :path to useParams here.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<LeagueLayout />}>
        <Route index element={<HomePage />} />
        <Route path="myLeague" element={<MyLeaguePage />} />
        <Route path="info/intro/:label" element={<IntroPage />} />
        <Route path="info/team" element={<TeamListPage />} />
        <Route path="info/team/:seasonId/:leagueId/:teamId" element={<TeamViewPage />} />
        <Route path="schedule" element={<ScheduleLayout />}>
          <Route index element={<Navigate to="all" replace />} />
          <Route path="all" element={<ScheduleAllPage />} />
          <Route path="team" element={<ScheduleTeamPage />} />
          <Route path="table" element={<ScheduleTablePage />} />
        </Route>
        <Route path="game">
          <Route index element={<ScoreListPage />} />
          <Route path="teamscore" element={<TeamScorePage />} />
          <Route path="score/:leagueId/:gameId" element={<ScoreDetailPage />} />
        </Route>
        <Route path="score/:leagueId/:gameId" element={<ScoreDetailPage />} />
        <Route path="record" element={<RecordsLayout />}>
          <Route index element={<Navigate to="rank/team" replace />} />
          <Route path="rank/team" element={<TeamStandingsPage />} />
          <Route path="rank/:kind" element={<RankingPage />} />
        </Route>
        <Route path="board">
          <Route index element={<BoardHomePage />} />
          <Route path=":label" element={<BoardHomePage />} />
          <Route path=":label/view/:wrId" element={<PostViewPage />} />
          <Route path=":label/write/:wrId?" element={<BoardWritePage />} />
        </Route>
        <Route path="*" element={<UnknownScreen />} />
      </Route>
    </Routes>
  );
}
