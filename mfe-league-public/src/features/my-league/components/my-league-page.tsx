import { Link } from 'react-router-dom';
import { useSession } from '@dugout/auth';
import { buttonClassName, EmptyState, Skeleton } from '@dugout/ui';
import { PageTitle } from '../../../shared/components/page-title';
import { useLeague } from '../../../shared/league/league-context';
import { useMyTeams } from '../api/get-my-teams';
import { useUserPlayer } from '../api/get-user-player';
import { MyTeamBlock } from './my-team-block';

/** myLeague: the member's own view of this league site: his teams' next games and lineups, his season, his agreements. */
export default function MyLeaguePage() {
  const { base } = useLeague();
  const session = useSession();
  const userId = session?.userId ?? null;
  const player = useUserPlayer(userId);
  const teams = useMyTeams(userId);

  let body;
  if (!session) {
    body = (
      <EmptyState message="나의 리그는 로그인한 회원이 볼 수 있습니다. 로그인하면 소속 팀의 다음 경기와 나의 기록을 볼 수 있습니다.">
        <Link to="/login" className={buttonClassName('primary')}>
          로그인하기
        </Link>
      </EmptyState>
    );
  } else if (teams.error || player.error) {
    body = <p role="alert">나의 리그 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>;
  } else if (!teams.data || player.data === undefined) {
    body = <Skeleton lines={4} />;
  } else {
    const ours = teams.data.data.filter((team) => team.leagueMains.some((main) => main.mainId === base.mainId));
    body =
      ours.length === 0 ? (
        <EmptyState message={`${base.mainName}에 참가하는 소속 팀이 없습니다. 팀에 가입하거나 소속 팀의 리그 참가를 확인해 주세요.`}>
          <Link to="/user/league" className={buttonClassName('primary')}>
            나의 리그·팀 관리
          </Link>
        </EmptyState>
      ) : (
        <>
          {ours.map((team) => (
            <MyTeamBlock key={team.teamId} team={team} playerId={player.data?.playerId ?? null} />
          ))}
          <p>
            <Link to="/user/agreementList">나의 리그 참가 서약서 보기</Link>
          </p>
        </>
      );
  }

  return (
    <div className="dg-container lp-page lp-my-league">
      <PageTitle title="나의 리그" />
      {body}
    </div>
  );
}
