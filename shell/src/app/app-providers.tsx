import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setNavigator, swrConfig } from '@dugout/auth';

/**
 * What every area of the page shares: the SWR configuration (swr is a federation singleton, so
 * remotes see this context too) and the router as the auth code's navigator, so that a 401
 * sends the user to /login inside the single-page app instead of reloading it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();

  useEffect(() => {
    setNavigator((url) => {
      void navigate(url);
    });
    return () => setNavigator();
  }, [navigate]);

  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
