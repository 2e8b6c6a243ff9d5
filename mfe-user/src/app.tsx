import { RequireLogin } from '@dugout/auth';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useMatch } from 'react-router-dom';
import { EmptyState, Skeleton } from '@dugout/ui';
import { UserSideLayout } from './shared/layout/user-side-layout';
import './app.css';

// Each screen is its own chunk: formik and yup load with the forms, not with the area.
const RegisterPage = lazy(() => import('./features/register').then((module) => ({ default: module.RegisterPage })));
const UserInfoPage = lazy(() => import('./features/user-info').then((module) => ({ default: module.UserInfoPage })));
const ChangePasswordPage = lazy(() =>
  import('./features/change-password').then((module) => ({ default: module.ChangePasswordPage })),
);
const MyLeaguePage = lazy(() => import('./features/my-teams').then((module) => ({ default: module.MyLeaguePage })));
const JoinTeamPage = lazy(() => import('./features/join-team').then((module) => ({ default: module.JoinTeamPage })));
const WithdrawTeamPage = lazy(() => import('./features/withdraw-team').then((module) => ({ default: module.WithdrawTeamPage })));
const MakeTeamPage = lazy(() => import('./features/make-team').then((module) => ({ default: module.MakeTeamPage })));
const MakeTeamResultPage = lazy(() => import('./features/make-team').then((module) => ({ default: module.MakeTeamResultPage })));
const AgreementListPage = lazy(() => import('./features/agreements').then((module) => ({ default: module.AgreementListPage })));
const AgreementItemPage = lazy(() => import('./features/agreements').then((module) => ({ default: module.AgreementItemPage })));
const AgreementSignPage = lazy(() => import('./features/agreements').then((module) => ({ default: module.AgreementSignPage })));
const ChangeInfoPage = lazy(() => import('./features/change-info').then((module) => ({ default: module.ChangeInfoPage })));
const WithdrawPage = lazy(() => import('./features/withdraw').then((module) => ({ default: module.WithdrawPage })));
const FindPasswordPage = lazy(() => import('./features/find-password').then((module) => ({ default: module.FindPasswordPage })));
const WithdrawResultPage = lazy(() => import('./features/withdraw').then((module) => ({ default: module.WithdrawResultPage })));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={6} label="화면을 불러오는 중입니다…" />}>{children}</Suspense>;
}

function UserRoutes() {
  return (
    <Routes>
      {/* Open to visitors (spec section 2). */}
      <Route path="register" element={<Screen><RegisterPage /></Screen>} />
      <Route path="findpassword" element={<Screen><FindPasswordPage /></Screen>} />
      <Route path="withdrawResult" element={<Screen><WithdrawResultPage /></Screen>} />

      <Route element={<RequireLogin />}>
        <Route element={<UserSideLayout />}>
          <Route path="info" element={<Screen><UserInfoPage /></Screen>} />
          <Route path="change" element={<Screen><ChangeInfoPage /></Screen>} />
          <Route path="changepassword" element={<Screen><ChangePasswordPage /></Screen>} />
          <Route path="withdraw" element={<Screen><WithdrawPage /></Screen>} />
          <Route path="league" element={<Screen><MyLeaguePage /></Screen>} />
          <Route path="agreementList" element={<Screen><AgreementListPage /></Screen>} />
          <Route path="agreementList/:seasonId" element={<Screen><AgreementItemPage /></Screen>} />
        </Route>
        <Route path="joinTeam" element={<Screen><JoinTeamPage /></Screen>} />
        <Route path="withdrawTeam" element={<Screen><WithdrawTeamPage /></Screen>} />
        <Route path="makeTeam" element={<Screen><MakeTeamPage /></Screen>} />
        <Route path="makeTeamResult/:teamId" element={<Screen><MakeTeamResultPage /></Screen>} />
      </Route>
      <Route path="*" element={<EmptyState message="요청하신 회원 화면을 찾을 수 없습니다." />} />
    </Routes>
  );
}

function AgreementRoutes() {
  return (
    <Routes>
      <Route element={<RequireLogin />}>
        <Route path=":path/:seasonId" element={<Screen><AgreementSignPage /></Screen>} />
      </Route>
      <Route path="*" element={<EmptyState message="요청하신 서약서 화면을 찾을 수 없습니다." />} />
    </Routes>
  );
}

/**
 * The member area. The shell mounts it twice, at /user/* and at /agreement/*;
 * the nested routes below are relative to whichever of the two matched.
 */
export default function App() {
  const isAgreement = useMatch('/agreement/*') !== null;
  return (
    <div className="dg-container user-area" data-area="mfe-user">
      {isAgreement ? <AgreementRoutes /> : <UserRoutes />}
    </div>
  );
}
