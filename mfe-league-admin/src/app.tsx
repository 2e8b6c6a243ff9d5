import { Route, Routes } from 'react-router-dom';
import { EmptyState, PlaceholderPanel } from '@dugout/ui';

const AREA = '리그 관리';

function Screen({ title }: { title: string }) {
  return <PlaceholderPanel area={AREA} title={title} />;
}

/**
 * The league admin area, mounted by the shell at /league/:path/admin/*.
 * Each route keeps its place here; the screens arrive with the admin issues (src/features/<name>).
 */
export default function App() {
  return (
    <div className="dg-container" data-area="mfe-league-admin">
      <Routes>
        <Route index element={<Screen title="관리자 대시보드" />} />
        <Route path="schedule" element={<Screen title="일정 관리" />} />
        <Route path="scheduleform/:seasonId?/:leagueId?/:gameId?" element={<Screen title="일정 등록" />} />
        <Route path="scheduleGenerate/:seasonId?/:leagueId?" element={<Screen title="일정 자동 생성" />} />
        <Route path="game" element={<Screen title="경기 관리" />} />
        <Route path="gameresult/:seasonId?/:leagueId?/:gameId?" element={<Screen title="경기 결과 입력" />} />
        <Route path="gameorder/:seasonId?/:leagueId?/:gameId?" element={<Screen title="라인업 관리" />} />
        <Route path="boards" element={<Screen title="게시판 관리" />} />
        <Route path="board/:boardId?" element={<Screen title="게시판 설정" />} />
        <Route path="seasons" element={<Screen title="시즌 관리" />} />
        <Route path="leagues" element={<Screen title="리그 관리" />} />
        <Route path="teamManageLeagues" element={<Screen title="팀 관리" />} />
        <Route path="teamManageLeagues/:seasonId/:leagueId" element={<Screen title="참가 접수" />} />
        <Route path="searchPlayer" element={<Screen title="선수 검색" />} />
        <Route path="teams/:seasonId?/:leagueId?" element={<Screen title="팀 및 선수" />} />
        <Route path="teams/:seasonId/:leagueId/:teamId/players" element={<Screen title="팀 선수 목록" />} />
        <Route path="teams/:seasonId/:leagueId/:teamId/players/:playerId" element={<Screen title="선수 정보" />} />
        <Route path="teams/:seasonId/:leagueId/:teamId/teamplayers" element={<Screen title="팀 소속 선수" />} />
        <Route path="editHome/:label" element={<Screen title="소개·규정 편집" />} />
        <Route path="managers" element={<Screen title="운영진 관리" />} />
        <Route path="managerRoles" element={<Screen title="운영진 권한" />} />
        <Route path="*" element={<EmptyState message="요청하신 관리 화면을 찾을 수 없습니다." />} />
      </Routes>
    </div>
  );
}
