import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LEAGUE_FIRST_VIEW_CLASS } from '@dugout/contracts';
import type { MenuGroup } from './menu';

const { mobileMenu } = LEAGUE_FIRST_VIEW_CLASS;

// The open menu's lists load on the first tap: desktop visitors never pay for them.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

export interface MobileMenuProps {
  groups: MenuGroup[];
  activeId: MenuGroup['id'] | null;
}

/** The phone menu: a toggle, then the same groups with collapsible sub-lists. */
export function MobileMenu({ groups, activeId }: MobileMenuProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Going to a page closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className={mobileMenu.root}>
      <button
        type="button"
        className={mobileMenu.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={mobileMenu.bars} aria-hidden="true" />
        {open ? '메뉴 닫기' : '리그 메뉴'}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel panelId={panelId} groups={groups} activeId={activeId} />
        </Suspense>
      ) : null}
    </div>
  );
}
