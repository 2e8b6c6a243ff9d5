import { Link } from 'react-router-dom';
import { useIsLoggedIn } from '@dugout/auth';
import { buttonClassName, PlaceholderPanel } from '@dugout/ui';
import { useLeague } from '../../../shared/league/league-context';

/** myLeague: the member's page of this league; its content comes with the member issues. */
export default function MyLeaguePage() {
  const { base } = useLeague();
  const loggedIn = useIsLoggedIn();
  return (
    <div className="dg-container lp-page">
      <PlaceholderPanel
        area={base.mainName}
        title="나의 리그"
        message="나의 리그 화면은 준비 중입니다. 소속 리그와 팀은 화면 위쪽의 '나의 소속'에서 확인할 수 있습니다."
      >
        {loggedIn ? null : (
          <Link to="/login" className={buttonClassName('primary')}>
            로그인하기
          </Link>
        )}
      </PlaceholderPanel>
    </div>
  );
}
