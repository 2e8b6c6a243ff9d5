import { Route, Routes } from 'react-router-dom';
import { EmptyState, PlaceholderPanel } from '@dugout/ui';

function TeamScreen({ title }: { title: string }) {
  return <PlaceholderPanel area="팀" title={title} />;
}

function TeamAdminScreen({ title }: { title: string }) {
  return <PlaceholderPanel area="팀 관리" title={title} />;
}

/**
 * The team area, mounted by the shell at /team/*: /team/:teamId/* and /team/admin/:teamId/*.
 * Each route keeps its place here; the screens arrive with the team issues (src/features/<name>).
 */
export default function App() {
  return (
    <div className="dg-container" data-area="mfe-team">
      <Routes>
        <Route path="admin/:teamId">
          <Route index element={<TeamAdminScreen title="대시보드" />} />
          <Route path="dashboard" element={<TeamAdminScreen title="대시보드" />} />
          <Route path="member" element={<TeamAdminScreen title="선수 정보" />} />
          <Route path="member/:playerId" element={<TeamAdminScreen title="선수 상세" />} />
          <Route path="joinTeam" element={<TeamAdminScreen title="가입 승인" />} />
          <Route path="joinTeam/:userId" element={<TeamAdminScreen title="가입 신청 상세" />} />
          <Route path="entry" element={<TeamAdminScreen title="엔트리 관리" />} />
          <Route path="entry/form/:leagueId" element={<TeamAdminScreen title="엔트리 등록" />} />
          <Route path="teamInfo" element={<TeamAdminScreen title="팀 정보" />} />
          <Route path="orderList" element={<TeamAdminScreen title="라인업 제출" />} />
          <Route path="orderForm/:leagueId/:gameId" element={<TeamAdminScreen title="라인업 작성" />} />
          <Route path="manager" element={<TeamAdminScreen title="관리 권한 설정" />} />
          <Route path="manager/add" element={<TeamAdminScreen title="관리자 추가" />} />
          <Route path="applyLeague" element={<TeamAdminScreen title="리그 참가 신청" />} />
          <Route path="leagueHistory" element={<TeamAdminScreen title="리그 참가 현황" />} />
          <Route path="*" element={<EmptyState message="요청하신 팀 관리 화면을 찾을 수 없습니다." />} />
        </Route>
        <Route path=":teamId">
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
        <Route path="*" element={<EmptyState message="요청하신 팀 화면을 찾을 수 없습니다." />} />
      </Routes>
    </div>
  );
}
