import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAuthStore } from '@dugout/auth';
import { buttonClassName } from '@dugout/ui';

// A visitor's first view has only the login link; the member's menu loads for members.
const MemberMenu = lazy(() => import('./member-menu'));

/** Right side of the top bar: the member's name and actions, or the login button. */
export function AccountMenu() {
  const user = useAuthStore((state) => state.user);
  if (!user) {
    return (
      <Link to="/login" className={buttonClassName('primary', 'sm', 'shell-account__login')}>
        로그인
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <MemberMenu user={user} />
    </Suspense>
  );
}
