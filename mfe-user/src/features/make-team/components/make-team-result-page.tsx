import { Link, useParams } from 'react-router-dom';
import { imageSrcSet, sizedImageUrl, teamLogoPath } from '@dugout/contracts';
import { BaseballIcon, ErrorPanel, PageHeader, Panel, Skeleton, buttonClassName } from '@dugout/ui';
import { useTeamProfile } from '../api/get-team-profile';
import './make-team.css';

/**
 * /user/makeTeamResult/{teamId} (팀 생성 완료): the team just made, with links to its page and to
 * its staff portal, where the member (its manager) runs it.
 */
export function MakeTeamResultPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const { data: team, error, mutate } = useTeamProfile(teamId);

  if (error) {
    return <ErrorPanel title="팀 정보를 불러오지 못했습니다." message={error.message} onRetry={() => void mutate()} />;
  }
  if (!team) return <Skeleton lines={4} label="팀 정보를 불러오는 중입니다…" />;

  return (
    <div className="make-team make-team-result">
      <PageHeader title="팀 생성 완료" description="팀이 만들어졌습니다. 팀 관리자로서 선수 가입 승인과 리그 참가 신청을 진행해 보세요." />
      <Panel>
        <div className="make-team-result__team">
          {team.logoImg ? (
            <img
              className="make-team-result__logo"
              src={sizedImageUrl(teamLogoPath(team.logoImg), 96)}
              srcSet={imageSrcSet(teamLogoPath(team.logoImg), 96)}
              alt={`${team.teamName} 로고`}
              width={96}
              height={96}
            />
          ) : (
            <BaseballIcon size={64} />
          )}
          <div>
            <h2 className="make-team-result__name">{team.teamName}</h2>
            <dl className="make-team-result__facts">
              {team.director ? <div><dt>감독</dt><dd>{team.director}</dd></div> : null}
              {team.managerName ? <div><dt>매니저</dt><dd>{team.managerName}</dd></div> : null}
              {team.estbDt ? <div><dt>창단일</dt><dd>{team.estbDt}</dd></div> : null}
              {team.homeGround ? <div><dt>홈 구장</dt><dd>{team.homeGround}</dd></div> : null}
            </dl>
          </div>
        </div>
        <div className="make-team-result__links">
          <Link className={buttonClassName('primary')} to={`/team/admin/${team.teamId}`}>
            팀 관리 화면으로
          </Link>
          <Link className={buttonClassName('secondary')} to={`/team/${team.teamId}`}>
            팀 페이지 보기
          </Link>
          <Link className={buttonClassName('secondary')} to="/user/league">
            내 리그/팀
          </Link>
        </div>
      </Panel>
    </div>
  );
}
