import { RequireLogin } from '@dugout/auth';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useMatch } from 'react-router-dom';
import { EmptyState, Skeleton } from '@dugout/ui';
import { ComingSoonPage } from './shared/components/coming-soon-page';
import { UserSideLayout } from './shared/layout/user-side-layout';
import './app.css';

// Each screen is its own chunk: formik and yup load with the forms, not with the area.
const RegisterPage = lazy(() => import('./features/register').then((module) => ({ default: module.RegisterPage })));
const UserInfoPage = lazy(() => import('./features/user-info').then((module) => ({ default: module.UserInfoPage })));
const ChangePasswordPage = lazy(() =>
  import('./features/change-password').then((module) => ({ default: module.ChangePasswordPage })),
);

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={6} label="화면을 불러오는 중입니다…" />}>{children}</Suspense>;
}

function UserRoutes() {
  return (
    <Routes>
      {/* Open to visitors (spec section 2). */}
      <Route path="register" element={<Screen><RegisterPage /></Screen>} />
      <Route path="findpassword" element={<ComingSoonPage title="비밀번호 찾기" />} />
      <Route path="withdrawResult" element={<ComingSoonPage title="탈퇴 완료" />} />

      <Route element={<RequireLogin />}>
        <Route element={<UserSideLayout />}>
          <Route path="info" element={<Screen><UserInfoPage /></Screen>} />
          <Route path="change" element={<ComingSoonPage title="회원 정보 수정" />} />
          <Route path="changepassword" element={<Screen><ChangePasswordPage /></Screen>} />
          <Route path="withdraw" element={<ComingSoonPage title="회원 탈퇴" />} />
          <Route path="league" element={<ComingSoonPage title="내 리그/팀" />} />
          <Route path="agreementList" element={<ComingSoonPage title="리그 참가 동의서" />} />
          <Route path="agreementList/:seasonId" element={<ComingSoonPage title="리그 참가 동의서 상세" />} />
        </Route>
        <Route path="joinTeam" element={<ComingSoonPage title="팀 가입 신청" />} />
        <Route path="withdrawTeam" element={<ComingSoonPage title="팀 탈퇴" />} />
        <Route path="makeTeam" element={<ComingSoonPage title="신규 팀 생성" />} />
        <Route path="makeTeamResult/:teamId" element={<ComingSoonPage title="팀 생성 완료" />} />
      </Route>
      <Route path="*" element={<EmptyState message="요청하신 회원 화면을 찾을 수 없습니다." />} />
    </Routes>
  );
}

function AgreementRoutes() {
  return (
    <Routes>
      <Route element={<RequireLogin />}>
        <Route path=":path/:seasonId" element={<ComingSoonPage title="리그 참가 서약서" />} />
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
