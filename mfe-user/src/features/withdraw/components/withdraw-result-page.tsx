import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuthStore } from '@dugout/auth';
import { buttonClassName, PageHeader, Panel } from '@dugout/ui';
import './withdraw.css';

/** /user/withdrawResult (open to visitors): the account is closed and the member logged out. */
export function WithdrawResultPage() {
  const withdrawn = (useLocation().state as { withdrawn?: boolean } | null)?.withdrawn === true;
  useEffect(() => {
    // Coming from the withdrawal: the session is over on the server, so this tab (and, through the shared storage, the others) forgets it.
    if (withdrawn) useAuthStore.getState().logout();
  }, [withdrawn]);

  return (
    <div className="withdraw">
      <PageHeader title="회원 탈퇴 완료" />
      <Panel>
        <p className="withdraw__done">회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.</p>
        <p>개인정보는 삭제되었고 모든 기기에서 로그아웃되었습니다.</p>
        <div className="withdraw__actions">
          <Link to="/" className={buttonClassName('primary')}>
            홈으로
          </Link>
        </div>
      </Panel>
    </div>
  );
}
