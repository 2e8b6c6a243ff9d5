import { useParams } from 'react-router-dom';
import { formatDate } from '@dugout/contracts';
import { useTeamInfo } from '../../../shared/api/get-team-info';
import { QueryState } from '../../../shared/components/query-state';
import { TeamLogo } from '../../../shared/components/team-logo';

/** /team/{teamId}/intro: the team's profile and its introduction when it has one. */
export default function TeamIntroPage() {
  const teamId = useParams().teamId ?? '';
  const info = useTeamInfo(teamId);
  return (
    <div className="tp-page">
      <h2>팀 소개</h2>
      <QueryState query={info} errorTitle="팀 정보를 불러오지 못했습니다">
        {(team) => (
          <>
            <div className="tp-card tp-toolbar">
              <TeamLogo logo={team.logoImg} size={72} alt={`${team.teamName} 로고`} />
              <dl className="tp-info">
                <dt>팀 이름</dt>
                <dd>{team.teamName}</dd>
                <dt>감독</dt>
                <dd>{team.director || '-'}</dd>
                <dt>운영자</dt>
                <dd>{team.managerName || '-'}</dd>
                <dt>창단일</dt>
                <dd>{team.estbDt ? formatDate(team.estbDt) : '-'}</dd>
                <dt>홈 구장</dt>
                <dd>{team.homeGround || '-'}</dd>
                <dt>선수</dt>
                <dd>{team.playerCount}명</dd>
                <dt>참가 리그</dt>
                <dd>{team.leagueMains.length ? team.leagueMains.map((main) => main.mainName).join(', ') : '-'}</dd>
              </dl>
            </div>
            <section className="tp-section" aria-labelledby="tp-introduction">
              <h3 id="tp-introduction">팀 소개글</h3>
              {team.introduction ? <p className="tp-intro-text">{team.introduction}</p> : <p className="tp-muted">등록된 소개글이 없습니다.</p>}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
