import { useParams } from 'react-router-dom';
import { formatDate, positionLabel, teamRoles } from '@dugout/contracts';
import { DataTable, EmptyState } from '@dugout/ui';
import { Block } from '../../../shared/components/block';
import { PageTitle } from '../../../shared/components/page-title';
import { QueryView } from '../../../shared/components/query-view';
import { TeamLogo } from '../../../shared/components/team-logo';
import { useLoginRequired } from '../../../shared/hooks/use-login-required';
import { useTeamDetail } from '../api/get-team-detail';
import { useTeamPlayers } from '../api/get-team-players';
import { ScrollTable } from '../../../shared/components/scroll-table';

const toId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function TeamView({ leagueId, teamId }: { leagueId: number; teamId: number }) {
  const detail = useTeamDetail(leagueId, teamId, true);
  const players = useTeamPlayers(leagueId, teamId, true);
  return (
    <div className="dg-container lp-page">
      <QueryView query={detail} lines={4} errorTitle="팀 정보를 불러오지 못했습니다">
        {(team) => (
          <>
            <PageTitle title={team.teamName} />
            <div className="dg-panel lp-team-profile">
              <TeamLogo logo={team.logoImg} size={96} alt={`${team.teamName} 로고`} />
              <dl className="lp-facts">
                <div>
                  <dt>감독</dt>
                  <dd>{team.director || '-'}</dd>
                </div>
                <div>
                  <dt>운영자</dt>
                  <dd>{team.managerName || '-'}</dd>
                </div>
                <div>
                  <dt>창단</dt>
                  <dd>{team.estbDt ? formatDate(team.estbDt) || team.estbDt : '-'}</dd>
                </div>
                <div>
                  <dt>선수 수</dt>
                  <dd>{team.playerCount}명</dd>
                </div>
              </dl>
            </div>
          </>
        )}
      </QueryView>
      <Block title="선수 명단">
        <QueryView query={players} empty="등록된 선수가 없습니다." lines={6}>
          {(rows) => (
            <ScrollTable label="선수 명단">
              <DataTable
                stickyFirstColumn
                rows={rows}
                rowKey={(row) => row.playerId}
                columns={[
                  { key: 'backnumber', header: '등번호', align: 'center', render: (row) => row.backnumber ?? '-' },
                  { key: 'playerName', header: '이름' },
                  { key: 'position', header: '포지션', render: (row) => positionLabel(row.position) || '-' },
                  { key: 'teamRole', header: '구분', render: (row) => teamRoles.label(row.teamRole) || '-' },
                  { key: 'registerDate', header: '등록일', render: (row) => formatDate(row.registerDate) || '-' },
                ]}
              />
            </ScrollTable>
          )}
        </QueryView>
      </Block>
    </div>
  );
}

/** leagueInfoTeamView (login required): team detail and its players. */
export default function TeamViewPage() {
  const allowed = useLoginRequired();
  const params = useParams();
  const leagueId = toId(params.leagueId);
  const teamId = toId(params.teamId);
  if (!allowed) return null;
  if (leagueId === null || teamId === null || toId(params.seasonId) === null) {
    return (
      <div className="dg-container lp-page">
        <EmptyState message="요청하신 팀을 찾을 수 없습니다." />
      </div>
    );
  }
  return <TeamView leagueId={leagueId} teamId={teamId} />;
}
