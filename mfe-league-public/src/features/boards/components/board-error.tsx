import { Link, useLocation } from 'react-router-dom';
import { isApiError, LOGIN_PATH, rememberReturnUrl } from '@dugout/auth';
import { ErrorPanel } from '@dugout/ui';

/**
 * A board call that failed: the server's Korean message (no right to read, not found). A visitor
 * who must log in gets a login link that brings them back here.
 */
export function BoardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { pathname, search } = useLocation();
  const status = isApiError(error) ? error.status : null;
  const message = error instanceof Error && error.message ? error.message : '잠시 후 다시 시도해 주세요.';
  if (status === 401) {
    return (
      <div className="lp-board-denied">
        <ErrorPanel title="로그인이 필요합니다" message={message} />
        <Link className="lp-board-denied__login" to={LOGIN_PATH} onClick={() => rememberReturnUrl(pathname + search)}>
          로그인하기
        </Link>
      </div>
    );
  }
  if (status === 403) return <ErrorPanel title="권한이 없습니다" message={message} />;
  if (status === 404) return <ErrorPanel title="찾을 수 없습니다" message={message} />;
  return <ErrorPanel title="게시판을 불러오지 못했습니다" message={message} onRetry={onRetry} />;
}
