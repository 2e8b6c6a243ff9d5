import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top: a link or a redirect (PUSH, REPLACE) to another address scrolls
 * the window up, otherwise the browser kept the previous page's scroll and the new page opened
 * with its title out of view. Back and forward (POP) are left to the browser, which returns to
 * where the reader was. A layout effect, so it runs before any page's own effects (a page that
 * scrolls to a place of its own, like the schedule's today, does so after this).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new address counts: a page changing its query (a filter, a page number) stays where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
