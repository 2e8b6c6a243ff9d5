import { lazy, Suspense } from 'react';
import { formatGamesBehind, formatWinPct, type StandingRow } from '@dugout/contracts';
import { DataTable, Skeleton } from '@dugout/ui';
import { useTeamStandings } from '../../../shared/api/get-team-standings';
import { Block } from '../../../shared/components/block';
import { PageTitle } from '../../../shared/components/page-title';
import { QueryView } from '../../../shared/components/query-view';
import { TeamLogo } from '../../../shared/components/team-logo';
import { useLeague } from '../../../shared/league/league-context';
import { useStandingsProgress } from '../api/get-standings-progress';
import { useRecordsContext } from './records-layout';
import { ScrollTable } from '../../../shared/components/scroll-table';

// The chart library is loaded only when a standings chart is shown.
const StandingsChart = lazy(() => import('./standings-chart'));

const right = 'right' as const;

/** leagueRankTeam: the standings table and the standings-progression chart. */
export default function TeamStandingsPage() {
  const { seasonId } = useLeague();
  const { choice, leagueSelect } = useRecordsContext();
  const standings = useTeamStandings(seasonId, choice.leagueId);
  const progress = useStandingsProgress(seasonId, choice.leagueId);
  return (
    <>
      <PageTitle title="팀 순위" tools={leagueSelect} />
      <p className="lp-rule">승률(승 ÷ (승 + 패)) 순이며 무승부는 승률 계산에서 빠집니다.</p>
      <QueryView query={standings} pending={choice.pending} empty="등록된 팀이 없습니다." lines={6}>
        {(rows) => (
          <ScrollTable label="팀 순위표">
            <DataTable<StandingRow>
              stickyFirstColumn
              rows={rows}
              rowKey={(row) => row.teamId}
              columns={[
                { key: 'rank', header: '순위', align: 'center' },
                {
                  key: 'teamName',
                  header: '팀',
                  render: (row) => (
                    <span className="lp-team-cell">
                      <TeamLogo logo={row.logoImg} size={24} />
                      {row.teamName}
                    </span>
                  ),
                },
                { key: 'games', header: '경기', align: right },
                { key: 'win', header: '승', align: right },
                { key: 'draw', header: '무', align: right },
                { key: 'lose', header: '패', align: right },
                { key: 'winPct', header: '승률', align: right, render: (row) => formatWinPct(row.winPct) },
                { key: 'gamesBehind', header: '게임차', align: right, render: (row) => formatGamesBehind(row.gamesBehind) },
                { key: 'point', header: '승점', align: right },
                { key: 'runsScored', header: '득점', align: right },
                { key: 'runsAllowed', header: '실점', align: right },
              ]}
            />
          </ScrollTable>
        )}
      </QueryView>
      <Block title="순위 변동">
        <QueryView
          query={progress}
          pending={choice.pending}
          empty="경기 결과가 없습니다."
          isEmpty={(data) => data.dates.length === 0 || data.teams.length === 0}
          lines={6}
        >
          {(data) => (
            <Suspense fallback={<Skeleton lines={6} label="차트를 불러오는 중입니다…" />}>
              <StandingsChart progress={data} />
            </Suspense>
          )}
        </QueryView>
      </Block>
    </>
  );
}
