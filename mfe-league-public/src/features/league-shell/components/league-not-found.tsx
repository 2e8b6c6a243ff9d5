import { Link } from 'react-router-dom';
import { buttonClassName, EmptyState } from '@dugout/ui';

/** An address whose league does not exist: a Korean page, never a blank screen. */
export function LeagueNotFound({ path }: { path: string }) {
  return (
    <div className="dg-container lp-page">
      <EmptyState message={`'${path}' 리그를 찾을 수 없습니다. 주소를 다시 확인해 주세요.`}>
        <Link to="/" className={buttonClassName('primary')}>
          더그아웃 홈으로
        </Link>
      </EmptyState>
    </div>
  );
}
