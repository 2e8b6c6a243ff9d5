import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { formatCount, formatDate, formatInnings, type PlayerGameLog, type TeamPageSeason } from '@dugout/contracts';
import { DataTable, EmptyState, Skeleton, type DataTableColumn } from '@dugout/ui';
import { QueryState } from '../../../shared/components/query-state';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { SeasonChooser } from '../../../shared/components/season-chooser';
import { useTeamSeasons } from '../../../shared/api/get-team-seasons';
import { useSeasonParam } from '../../../shared/hooks/use-season-param';
import { StatLineTable } from '../../../shared/components/stat-line-table';
import { usePlayerCareer } from '../api/get-player-career';
import { usePlayerGames } from '../api/get-player-games';
import { usePlayerSeason } from '../api/get-player-season';

// The chart is its own chunk: only this page draws it.
const SeasonProgressChart = lazy(() => import('./season-progress-chart'));

const pitched = (line: PlayerGameLog[number], cell: (pitching: PlayerGameLog[number]['pitching']) => string) => (line.pitching.pit_outs ? cell(line.pitching) : '-');

const GAME_LOG_COLUMNS: DataTableColumn<PlayerGameLog[number]>[] = [
  { key: 'scheduleTime', header: '날짜', rowHeader: true, render: (line) => formatDate(line.scheduleTime) },
  { key: 'opponent', header: '상대', render: (line) => line.opponentTeamName },
  { key: 'ab', header: '타수', align: 'right', render: (line) => formatCount(line.batting.bat_ab) },
  { key: 'hits', header: '안타', align: 'right', render: (line) => formatCount(line.batting.bat_hits) },
  { key: 'hr', header: '홈런', align: 'right', render: (line) => formatCount(line.batting.bat_hr) },
  { key: 'rbi', header: '타점', align: 'right', render: (line) => formatCount(line.batting.bat_rbi) },
  { key: 'outs', header: '이닝', align: 'right', render: (line) => pitched(line, (pitching) => formatInnings(pitching.pit_outs)) },
  { key: 'er', header: '자책', align: 'right', render: (line) => pitched(line, (pitching) => formatCount(pitching.pit_er)) },
  { key: 'so', header: '탈삼진', align: 'right', render: (line) => pitched(line, (pitching) => formatCount(pitching.pit_so)) },
];

function GameLogTable({ log }: { log: PlayerGameLog }) {
  return (
    <ScrollTable label="경기별 기록">
      <DataTable bare className="tp-table" caption="경기별 기록" columns={GAME_LOG_COLUMNS} rows={log} rowKey={(line) => line.gameId} />
    </ScrollTable>
  );
}

/** The player's name for the heading: the chosen season's answer, shared with the season table (one request). */
function usePlayerName(teamId: string, playerId: number): string | undefined {
  const seasons = useTeamSeasons(teamId);
  const { season } = useSeasonParam(seasons.data);
  return usePlayerSeason(teamId, playerId, playerId > 0 && season ? season.seasonId : null).data?.player_name;
}

function PlayerSeason({ teamId, playerId, season }: { teamId: string; playerId: number; season: TeamPageSeason }) {
  const seasonStats = usePlayerSeason(teamId, playerId, season.seasonId);
  const games = usePlayerGames(teamId, playerId, season.seasonId);
  const career = usePlayerCareer(season.mainId, playerId);
  return (
    <>
      <section className="tp-section" aria-labelledby="tp-season">
        <h3 id="tp-season">시즌 기록</h3>
        <QueryState query={seasonStats} errorTitle="시즌 기록을 불러오지 못했습니다">
          {(stats) => {
            const rows = stats.leagues.map((league) => ({ key: league.leagueId, label: league.league_name, line: league }));
            return (
              <>
                <StatLineTable kind="batting" firstHeader="리그" caption="타격" rows={rows} total={rows.length > 1 ? stats.total : undefined} />
                <StatLineTable kind="pitching" firstHeader="리그" caption="투구" rows={rows.filter((row) => row.line.pit_game_cnt > 0)} total={rows.length > 1 ? stats.total : undefined} />
              </>
            );
          }}
        </QueryState>
      </section>
      <section className="tp-section" aria-labelledby="tp-progress">
        <h3 id="tp-progress">시즌 흐름</h3>
        <QueryState query={games} errorTitle="경기별 기록을 불러오지 못했습니다">
          {(log) =>
            log.length === 0 ? (
              <EmptyState message="등록된 기록이 없습니다." />
            ) : (
              <>
                <Suspense fallback={<Skeleton lines={5} label="그래프를 불러오는 중입니다…" />}>
                  <SeasonProgressChart log={log} />
                </Suspense>
                <GameLogTable log={log} />
              </>
            )
          }
        </QueryState>
      </section>
      <section className="tp-section" aria-labelledby="tp-career">
        <h3 id="tp-career">통산 기록 · {season.mainName}</h3>
        <QueryState query={career} errorTitle="통산 기록을 불러오지 못했습니다">
          {(stats) => {
            const rows = stats.rows.map((row) => ({
              key: `${row.leagueId}-${row.teamId}`,
              label: `${row.season_name} ${row.league_name}`,
              line: row,
            }));
            return (
              <>
                <StatLineTable kind="batting" firstHeader="시즌" caption="통산 타격" rows={rows} total={stats.total} />
                <StatLineTable kind="pitching" firstHeader="시즌" caption="통산 투구" rows={rows.filter((row) => row.line.pit_game_cnt > 0)} total={stats.total} />
              </>
            );
          }}
        </QueryState>
      </section>
    </>
  );
}

/** /team/{teamId}/playerstat/{playerId}: the player's season by league, his season's progress and his career in the league main. */
export default function PlayerStatPage() {
  const params = useParams();
  const teamId = params.teamId ?? '';
  const playerId = Number(params.playerId);
  const name = usePlayerName(teamId, playerId);
  if (!Number.isInteger(playerId) || playerId <= 0) return <EmptyState message="요청하신 선수를 찾을 수 없습니다." />;
  return (
    <div className="tp-page">
      <h2>선수 기록{name ? ` · ${name}` : ''}</h2>
      <SeasonChooser teamId={teamId}>{(season) => <PlayerSeason teamId={teamId} playerId={playerId} season={season} />}</SeasonChooser>
    </div>
  );
}
