import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH, rememberReturnUrl } from '../session/navigation';
import { useIsLoggedIn } from '../store/auth.store';

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
  const needsLogin = !loggedIn && (when ? when(pathname) : true);

  if (needsLogin) return <RedirectToLogin address={`${pathname}${search}${hash}`} />;
  return <>{children ?? <Outlet />}</>;
}

function RedirectToLogin({ address }: { address: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnUrl(address);
    void navigate(LOGIN_PATH, { replace: true });
  }, [address, navigate]);
  return null;
}
