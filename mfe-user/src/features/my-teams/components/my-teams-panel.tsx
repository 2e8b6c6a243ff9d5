import { Link } from 'react-router-dom';
import type { TeamListItem } from '@dugout/contracts';
import { buttonClassName, ErrorPanel, Panel, Skeleton } from '@dugout/ui';
import { useMyTeams } from '../../../shared/api/get-my-teams';
import { TeamLogo } from '../../../shared/components/team-logo';

export const leagueNames = (team: TeamListItem) =>
  team.leagueMains.length > 0 ? team.leagueMains.map((main) => main.mainName).join(', ') : '참가한 리그가 없습니다';

/** The teams the member plays for: logo, name, leagues and a withdraw button each. */
export function MyTeamsPanel({ userId }: { userId: number }) {
  const teams = useMyTeams(userId);
  return (
    <Panel title="소속 팀">
      {teams.error && !teams.data ? (
        <ErrorPanel title="소속 팀을 불러오지 못했습니다" message={teams.error.message} onRetry={() => void teams.mutate()} />
      ) : !teams.data ? (
        <Skeleton lines={2} label="소속 팀을 불러오는 중입니다…" />
      ) : teams.data.data.length === 0 ? (
        <p className="my-league__empty">소속된 팀이 없습니다. 아래에서 팀을 찾아 가입을 신청해 주세요.</p>
      ) : (
        <ul className="my-league__teams">
          {teams.data.data.map((team) => (
            <li key={team.teamId} className="my-league__team">
              <TeamLogo logo={team.logoImg} size={48} />
              <div className="my-league__team-text">
                <strong>{team.teamName}</strong>
                <span className="my-league__muted">{leagueNames(team)}</span>
              </div>
              <Link
                className={buttonClassName('secondary', 'sm')}
                to={`/user/withdrawTeam?teamId=${team.teamId}`}
                aria-label={`${team.teamName} 탈퇴`}
              >
                팀 탈퇴
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
