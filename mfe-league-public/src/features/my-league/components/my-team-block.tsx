import { Link } from 'react-router-dom';
import { formatAvg, formatDateTime, formatEra, type TeamListItem } from '@dugout/contracts';
import { EmptyState, Skeleton } from '@dugout/ui';
import { Block } from '../../../shared/components/block';
import { useLeague } from '../../../shared/league/league-context';
import { usePlayerSeason } from '../api/get-player-season';
import { useTeamNextGames } from '../api/get-team-next-games';

/** Next games shown per team (spec 9: lists of the league home are 5 long). */
const NEXT_GAMES = 5;

function NextGames({ team }: { team: TeamListItem }) {
  const { leagues, paths } = useLeague();
  const games = useTeamNextGames(team.teamId, NEXT_GAMES);
  if (games.error) return <p role="alert">다음 경기를 불러오지 못했습니다.</p>;
  if (!games.data) return <Skeleton lines={2} />;
  // The team's games in this league site's chosen season only.
  const ours = games.data.filter((game) => leagues.some((league) => league.leagueId === game.leagueId));
  if (ours.length === 0) return <EmptyState message="예정된 경기가 없습니다." />;
  return (
    <ul className="lp-my-league__games">
      {ours.map((game) => (
        <li key={game.gameId}>
          <span>{formatDateTime(game.scheduleTime)}</span>{' '}
          <span>
            {game.visitTeamInfo?.teamName ?? '팀 미정'} 대 {game.homeTeamInfo?.teamName ?? '팀 미정'}
          </span>{' '}
          <span className="lp-my-league__muted">{game.league?.leagueName}</span>{' '}
          <Link to={paths.scoreDetail(game.leagueId, game.gameId)}>라인업 보기</Link>
        </li>
      ))}
    </ul>
  );
}

function SeasonStats({ team, playerId }: { team: TeamListItem; playerId: number }) {
  const { seasonId } = useLeague();
  const season = usePlayerSeason(team.teamId, playerId, seasonId);
  if (season.error) return <p role="alert">시즌 기록을 불러오지 못했습니다.</p>;
  if (!season.data) return <Skeleton lines={1} />;
  const total = season.data.total;
  if (total.game_cnt === 0 && total.pit_game_cnt === 0) return <EmptyState message="이번 시즌 기록이 없습니다." />;
  return (
    <dl className="lp-facts">
      <dt>경기</dt>
      <dd>{Math.max(total.game_cnt, total.pit_game_cnt)}</dd>
      <dt>타율</dt>
      <dd>{formatAvg(total.bat_avg)}</dd>
      <dt>안타</dt>
      <dd>{total.bat_hits}</dd>
      <dt>홈런</dt>
      <dd>{total.bat_hr}</dd>
      <dt>타점</dt>
      <dd>{total.bat_rbi}</dd>
      <dt>평균자책점</dt>
      <dd>{formatEra(total.pit_era)}</dd>
      <dt>승</dt>
      <dd>{total.pit_win}</dd>
      <dt>탈삼진</dt>
      <dd>{total.pit_so}</dd>
    </dl>
  );
}

/** One of the member's teams in this league: its next games (with their lineups) and his season. */
export function MyTeamBlock({ team, playerId }: { team: TeamListItem; playerId: number | null }) {
  return (
    <Block title={team.teamName} tools={<Link to={`/team/${team.teamId}`}>팀 페이지</Link>}>
      <h3 className="lp-my-league__subtitle">다음 경기</h3>
      <NextGames team={team} />
      {playerId === null ? null : (
        <>
          <h3 className="lp-my-league__subtitle">나의 시즌 기록</h3>
          <SeasonStats team={team} playerId={playerId} />
          <p>
            <Link to={`/team/${team.teamId}/playerstat/${playerId}`}>경기별 기록 보기</Link>
          </p>
        </>
      )}
    </Block>
  );
}
