import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH, rememberReturnUrl, useIsLoggedIn } from '@dugout/auth';

/**
 * The route guard of login-required screens: an anonymous visit remembers its address and goes
 * to /login. Returns whether the screen may render.
 */
export function useLoginRequired(): boolean {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (loggedIn) return;
    rememberReturnUrl(`${location.pathname}${location.search}${location.hash}`);
    navigate(LOGIN_PATH, { replace: true });
  }, [loggedIn, location.pathname, location.search, location.hash, navigate]);
  return loggedIn;
}
