import { Link } from 'react-router-dom';
import { useAuthStore } from '@dugout/auth';
import { PlayerIcon, TeamIcon, UserPlusIcon } from './home-icons';

export function QuickLinks() {
  const loggedIn = useAuthStore((state) => state.user !== null);

  return (
    <nav className="home-quick-links" aria-label="바로가기">
      {loggedIn ? null : (
        <Link to="/user/register" className="home-card home-quick-link">
          <span className="home-quick-link__icon">
            <UserPlusIcon />
          </span>
          <span className="home-card__title">회원가입</span>
          <span className="home-card__text">더그아웃의 기능은 회원가입 후 이용할 수 있습니다.</span>
        </Link>
      )}
      <Link to="/user/league" className="home-card home-quick-link">
        <span className="home-quick-link__icon">
          <PlayerIcon />
        </span>
        <span className="home-card__title">선수 등록</span>
        <span className="home-card__text">선수는 소속 팀에 직접 등록해야 합니다. 내 팀을 찾아 가입을 신청하세요.</span>
      </Link>
      <Link to="/user/makeTeam" className="home-card home-quick-link">
        <span className="home-quick-link__icon">
          <TeamIcon />
        </span>
        <span className="home-card__title">신규 팀 생성</span>
        <span className="home-card__text">새로운 팀을 만들고 선수와 기록을 한곳에서 관리하세요.</span>
      </Link>
    </nav>
  );
}
