import { RequireLogin } from '@dugout/auth';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Skeleton } from '@dugout/ui';
import { AppProviders } from './app-providers';
import { ShellLayout } from './layout/shell-layout';
import { NotFoundPage } from './not-found-page';
import { remoteElement } from './remotes/remote-routes';
import { leaguePageNeedsLogin, teamPageNeedsLogin } from './routing/login-rules';
import { ScrollToTop } from './routing/scroll-to-top';

// Shell pages are split from the first chunk: /league/... never downloads the home page, and
// formik and yup come only with the login page.
// Named so the server can link its stylesheet in the home's head (services/api/src/bootstrap/first-view.ts).
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ '../features/home').then((module) => ({ default: module.HomePage })));
const LoginPage = lazy(() => import('../features/login').then((module) => ({ default: module.LoginPage })));
const PolicyPage = lazy(() => import('../features/policy').then((module) => ({ default: module.PolicyPage })));

function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="dg-container shell-page">
          <Skeleton lines={4} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <ScrollToTop />
      <Routes>
        <Route element={<ShellLayout />}>
          <Route index element={<Page><HomePage /></Page>} />
          <Route path="login" element={<Page><LoginPage /></Page>} />
          <Route path="policy/service" element={<Page><PolicyPage kind="service" /></Page>} />
          <Route path="policy/privacy" element={<Page><PolicyPage kind="privacy" /></Page>} />
          <Route
            path="about"
            element={
              <RequireLogin>
                <Navigate to="/league/gangseo/schedule" replace />
              </RequireLogin>
            }
          />
          <Route
            path="league/:path/admin/*"
            element={<RequireLogin>{remoteElement('mfe_league_admin')}</RequireLogin>}
          />
          <Route
            path="league/:path/*"
            element={<RequireLogin when={leaguePageNeedsLogin}>{remoteElement('mfe_league_public')}</RequireLogin>}
          />
          <Route
            path="team/*"
            element={<RequireLogin when={teamPageNeedsLogin}>{remoteElement('mfe_team')}</RequireLogin>}
          />
          {/* The member area guards its own pages (register and find password are public). */}
          <Route path="user/*" element={remoteElement('mfe_user')} />
          <Route path="agreement/*" element={remoteElement('mfe_user')} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </AppProviders>
  );
}
