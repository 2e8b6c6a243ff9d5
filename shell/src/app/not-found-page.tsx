import { Link } from 'react-router-dom';
import { buttonClassName, EmptyState } from '@dugout/ui';

export function NotFoundPage() {
  return (
    <div className="dg-container shell-page">
      <EmptyState message="요청하신 페이지를 찾을 수 없습니다. 주소를 다시 확인해 주세요.">
        <Link to="/" className={buttonClassName('primary')}>
          홈으로 가기
        </Link>
      </EmptyState>
    </div>
  );
}
