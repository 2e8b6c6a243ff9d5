import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH, rememberReturnUrl } from '../session/navigation';
import { useAuthStore, useIsLoggedIn } from '../store/auth.store';

export interface RequireLoginProps {
  /** What to show to a logged-in member; the nested routes (<Outlet />) when omitted. */
  children?: ReactNode;
  /**
   * Which addresses under this route need a login; all of them when omitted. The children
   * stay mounted whatever the answer, so moving between a public and a member page of the
   * same area does not reload the area.
   */
  when?: (pathname: string) => boolean;
}

/**
 * The login guard of spec section 2: an anonymous visit to a login-required address remembers
 * the address (for after the login) and goes to /login.
 */
export function RequireLogin({ children, when }: RequireLoginProps) {
  const loggedIn = useIsLoggedIn();
  const { pathname, search, hash } = useLocation();
  const mustChangePassword = useAuthStore((state) => state.user?.mustChangePassword === true);
  const guarded = when ? when(pathname) : true;

  if (!loggedIn && guarded) return <RedirectToLogin address={`${pathname}${search}${hash}`} />;
  if (mustChangePassword && guarded && pathname !== CHANGE_PASSWORD_PATH) return <RedirectToPasswordChange />;
  return <>{children ?? <Outlet />}</>;
}

/** Logged in with a temporary password: nothing else of the member area until the password is changed. */
function RedirectToPasswordChange() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(CHANGE_PASSWORD_PATH, { replace: true });
  }, [navigate]);
  return null;
}

function RedirectToLogin({ address }: { address: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnUrl(address);
    void navigate(LOGIN_PATH, { replace: true });
  }, [address, navigate]);
  return null;
}
