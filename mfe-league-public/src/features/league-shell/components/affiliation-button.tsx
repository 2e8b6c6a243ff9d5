import { lazy, Suspense, useState } from 'react';
import { useSession } from '@dugout/auth';

// Only logged-in users who open it pay for the panel and its calls (the same panel as the site's top bar).
const MembershipModal = lazy(() => import('@dugout/membership').then((module) => ({ default: module.MembershipModal })));

/** "나의 소속": managed and joined leagues and teams of the logged-in user. */
export function AffiliationButton() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!session) return null;
  return (
    <>
      <button type="button" className="lp-topbar__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        나의 소속
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MembershipModal userId={session.userId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
