import { Link, useNavigate, useParams } from 'react-router-dom';
import type { LeagueManagerAccessRights } from '@dugout/contracts';
import { DataTable, ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { defaultSeasonId, SeasonLeaguePicker, type SeasonLeagueChoice } from '../../../shared/components/season-league-picker';
import { adminPath } from '../../../shared/lib/admin-paths';
import { useTeamRegistrationCounts } from '../api/get-team-registration-counts';
import { routeId, teamPlayerScreens } from '../lib/team-players-format';
import { EligibilityPanel } from './eligibility-panel';
import './team-players.css';

/**
 * 팀 및 선수 (teams/{seasonId?}/{leagueId?}): a league's teams with how many of their roster
 * players are registered there, each leading to its registrations; the league main's eligibility
 * rules below. The season and league live in the address.
 */
export function TeamsPage({ rights }: { rights: LeagueManagerAccessRights }) {
  const { path = '', seasonId: seasonParam, leagueId: leagueParam } = useParams<{ path: string; seasonId?: string; leagueId?: string }>();
  const navigate = useNavigate();
  const base = useLeagueBase(path);
  const seasons = base.data?.seasons ?? [];
  const seasonId = defaultSeasonId(seasons, routeId(seasonParam));
  const leagueId = routeId(leagueParam);
  const teams = useTeamRegistrationCounts(leagueId);

  const choose = (choice: SeasonLeagueChoice) => {
    if (!choice.seasonId) return;
    // The league select fills in the first league by itself: that completes the address, it is no new step back.
    navigate(adminPath(path, teamPlayerScreens.teams(choice.seasonId, choice.leagueId)), { replace: !leagueParam });
  };

  if (base.error) {
    return (
      <>
        <PageHeader title="팀 및 선수" />
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void base.mutate()} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="팀 및 선수" description="리그 참가팀의 선수 등록 현황을 보고, 팀을 골라 선수를 등록하거나 등록을 관리합니다." />
      <SeasonLeaguePicker seasons={seasons} value={{ seasonId, leagueId }} onChange={choose} />
      <Panel title="참가팀 선수 등록 현황">
        {!base.data ? (
          <Skeleton lines={3} />
        ) : !seasonId ? (
          <p>등록된 시즌이 없습니다. 시즌 관리에서 시즌을 먼저 만들어 주세요.</p>
        ) : !leagueId ? (
          <p>리그를 선택해 주세요.</p>
        ) : teams.error ? (
          <ErrorPanel title="참가팀을 불러오지 못했습니다" message={teams.error.message} onRetry={() => void teams.mutate()} />
        ) : !teams.data ? (
          <Skeleton lines={3} />
        ) : (
          <DataTable
            rows={teams.data}
            stackOnNarrow
            rowKey={(row) => row.teamId}
            emptyMessage="이 리그에 참가한 팀이 없습니다. 팀 관리에서 참가팀을 먼저 추가해 주세요."
            columns={[
              {
                key: 'teamName',
                header: '팀',
                render: (row) => <Link to={adminPath(path, teamPlayerScreens.players(seasonId, leagueId, row.teamId))}>{row.teamName}</Link>,
              },
              { key: 'registeredCount', header: '등록 선수', align: 'right', render: (row) => `${row.registeredCount}명` },
              { key: 'rosterCount', header: '소속 선수', align: 'right', render: (row) => `${row.rosterCount}명` },
              {
                key: 'actions',
                header: '관리',
                render: (row) => (
                  <Link to={adminPath(path, teamPlayerScreens.roster(seasonId, leagueId, row.teamId))} aria-label={`${row.teamName} 선수 등록`}>
                    선수 등록
                  </Link>
                ),
              },
            ]}
          />
        )}
      </Panel>
      <EligibilityPanel rights={rights} />
    </>
  );
}
