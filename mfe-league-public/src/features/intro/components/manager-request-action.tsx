import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LOGIN_PATH, rememberReturnUrl, useIsLoggedIn } from '@dugout/auth';
import { Button } from '@dugout/ui';

// Only a member who opens the form pays for it.
const ManagerRequestDialog = lazy(() => import('./manager-request-dialog'));

/** 운영진 신청 on the league intro: a member asks to help run the league; a visitor is sent to log in first. */
export function ManagerRequestAction({ mainId, mainName }: { mainId: number; mainName: string }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <section className="lp-manager-request" aria-labelledby="lp-manager-request-title">
      <h3 id="lp-manager-request-title" className="lp-manager-request__title">
        운영진 신청
      </h3>
      <p>리그 일정과 경기 기록을 함께 관리하고 싶다면 운영진을 신청해 주세요.</p>
      {!loggedIn ? (
        <p>
          운영진 신청은 로그인한 회원만 할 수 있습니다.{' '}
          <Link to={LOGIN_PATH} onClick={() => rememberReturnUrl(`${location.pathname}${location.search}`)}>
            로그인하기
          </Link>
        </p>
      ) : requested ? (
        <p role="status">신청이 접수되어 승인을 기다리고 있습니다.</p>
      ) : (
        <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          운영진 신청하기
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ManagerRequestDialog
            mainId={mainId}
            mainName={mainName}
            onClose={() => setOpen(false)}
            onRequested={() => setRequested(true)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
