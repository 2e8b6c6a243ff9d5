import { useState } from 'react';
import { Link } from 'react-router-dom';
import { logoutRequest, useAuthStore } from '@dugout/auth';
import { Button, buttonClassName, Modal, PlaceholderPanel } from '@dugout/ui';
import { reloadPage } from '../utils/reload-page';

/** Right side of the top bar: the member's name and actions, or the login button. */
export function AccountMenu() {
  const user = useAuthStore((state) => state.user);
  const [membershipOpen, setMembershipOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  if (!user) {
    return (
      <Link to="/login" className={buttonClassName('primary', 'sm', 'shell-account__login')}>
        로그인
      </Link>
    );
  }

  const logout = async () => {
    setLoggingOut(true);
    // Revokes the refresh token on the server; a failed call is only logged (spec section 8).
    await logoutRequest();
    useAuthStore.getState().clear();
    reloadPage();
  };

  return (
    <div className="shell-account">
      <Link to="/user/info" className="shell-account__name" title="내 정보">
        <span className="shell-account__avatar" aria-hidden="true">
          {user.username.slice(0, 1)}
        </span>
        <span className="shell-account__username">{user.username}</span>
        <span className="dg-visually-hidden">님 정보 보기</span>
      </Link>
      <Button variant="ghost" size="sm" onClick={() => setMembershipOpen(true)}>
        내 소속 현황
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void logout()} disabled={loggingOut}>
        로그아웃
      </Button>
      <Modal open={membershipOpen} title="내 소속 현황" onClose={() => setMembershipOpen(false)}>
        <PlaceholderPanel title="소속 현황" message="관리 중인 리그·팀과 가입한 리그·팀 목록은 준비 중입니다." />
      </Modal>
    </div>
  );
}
