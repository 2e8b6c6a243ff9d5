import { Link } from 'react-router-dom';
import { batThrws, genders, positions, proTypeMiddles, proTypes } from '@dugout/contracts';
import { DataTable, EmptyState, ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { adminPath } from '../../../shared/lib/admin-paths';
import { usePlayerRegistration } from '../api/get-player-registration';
import { useTeamRoute } from '../hooks/use-team-route';
import { formatDay, teamPlayerScreens } from '../lib/team-players-format';
import './team-players.css';

const orDash = (text: string | null | undefined) => (text ? text : '-');

/** 선수 정보 (teams/{s}/{l}/{t}/players/{p}): the registered player's record and his registrations and teams in the season. */
export function PlayerDetailPage() {
  const { path, seasonId, leagueId, teamId, playerId, teamName } = useTeamRoute();
  const detail = usePlayerRegistration(leagueId, teamId, playerId);

  if (!seasonId || !leagueId || !teamId || !playerId) return <EmptyState message="요청하신 선수를 찾을 수 없습니다." />;
  const playersScreen = adminPath(path, teamPlayerScreens.players(seasonId, leagueId, teamId));
  const nav = (
    <p className="dg-team-players__nav">
      <Link to={playersScreen}>{teamName ? `${teamName} 등록 선수 목록으로` : '등록 선수 목록으로'}</Link>
    </p>
  );

  if (detail.error) {
    return (
      <>
        <PageHeader title="선수 정보" />
        {nav}
        {detail.error.status === 404 ? (
          <EmptyState message={detail.error.message} />
        ) : (
          <ErrorPanel title="선수 정보를 불러오지 못했습니다" message={detail.error.message} onRetry={() => void detail.mutate()} />
        )}
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title="선수 정보" />
        <Skeleton lines={6} />
      </>
    );
  }

  const { player, registration, registrations, teams, doubleRegistered, hasGameLines } = detail.data;
  const facts: [string, string][] = [
    ['생년월일', orDash(formatDay(player.birthday))],
    ['성별', orDash(genders.label(player.gender))],
    ['전화번호', orDash(player.phone)],
    ['포지션', orDash(positions.label(player.position))],
    ['투타', orDash(batThrws.label(player.batThrw))],
    ['출신 중학교', orDash(player.middleSchool)],
    ['출신 고등학교', orDash(player.school)],
    ['중학교 선출 구분', proTypeMiddles.label(player.proTypeMiddle)],
    ['고등학교 선출 구분', proTypes.label(player.proType)],
  ];

  return (
    <>
      <PageHeader title={`${player.playerName} 선수 정보`} description={`${registration.teamName || teamName} · ${registration.leagueName}`} />
      {nav}
      <Panel title="이 리그 등록">
        <dl className="dg-team-players__facts">
          <dt>팀</dt>
          <dd>{registration.teamName || teamName}</dd>
          <dt>리그</dt>
          <dd>{registration.leagueName}</dd>
          <dt>등록일</dt>
          <dd>{registration.registerDate ? formatDay(registration.registerDate) : '날짜 없음'}</dd>
          <dt>경기 기록</dt>
          <dd>{hasGameLines ? '있음 (등록을 삭제할 수 없습니다)' : '없음'}</dd>
        </dl>
      </Panel>
      <Panel title="선수 기록">
        <dl className="dg-team-players__facts">
          {facts.map(([term, value]) => (
            <FactRow key={term} term={term} value={value} />
          ))}
        </dl>
      </Panel>
      <Panel title="이번 시즌 등록">
        {doubleRegistered ? (
          <p>
            <span className="dg-team-players__flag">이중 등록</span> 이번 시즌에 두 팀 이상에 등록된 선수입니다.
          </p>
        ) : null}
        <DataTable
          rows={registrations}
          stackOnNarrow
          rowKey={(row) => `${row.leagueId}-${row.teamId}`}
          emptyMessage="이번 시즌 등록이 없습니다."
          columns={[
            { key: 'leagueName', header: '리그' },
            { key: 'teamName', header: '팀' },
            { key: 'registerDate', header: '등록일', render: (row) => (row.registerDate ? formatDay(row.registerDate) : '날짜 없음') },
          ]}
        />
      </Panel>
      <Panel title="소속 팀">
        <DataTable
          rows={teams}
          stackOnNarrow
          rowKey={(row) => row.teamId}
          emptyMessage="이번 시즌 참가팀 중 소속된 팀이 없습니다."
          columns={[
            { key: 'teamName', header: '팀' },
            { key: 'backnumber', header: '등번호', render: (row) => row.backnumber ?? '' },
          ]}
        />
      </Panel>
    </>
  );
}

function FactRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
