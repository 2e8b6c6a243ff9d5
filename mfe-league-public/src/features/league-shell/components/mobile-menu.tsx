import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useIsLoggedIn } from '@dugout/auth';
import type { MenuGroup } from './menu';

export interface MobileMenuProps {
  groups: MenuGroup[];
  activeId: MenuGroup['id'] | null;
}

/** The phone menu: a toggle, then the same groups with collapsible sub-lists. */
export function MobileMenu({ groups, activeId }: MobileMenuProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(activeId);
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();

  // Going to a page closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="lp-mobile-menu">
      <button
        type="button"
        className="lp-mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="lp-mobile-menu__bars" aria-hidden="true" />
        {open ? '메뉴 닫기' : '리그 메뉴'}
      </button>
      <nav id={panelId} className="lp-mobile-menu__panel" aria-label="리그 모바일 메뉴" hidden={!open}>
        <ul className="lp-mobile-menu__groups">
          {groups.map((group) => {
            const isOpen = expanded === group.id;
            const listId = `${panelId}-${group.id}`;
            return (
              <li key={group.id}>
                <button
                  type="button"
                  className="lp-mobile-menu__group"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded(isOpen ? null : group.id)}
                >
                  {group.label}
                  <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
                </button>
                <ul id={listId} className="lp-mobile-menu__items" hidden={!isOpen}>
                  {group.items.length === 0 ? <li className="lp-mobile-menu__plain">등록된 게시판이 없습니다.</li> : null}
                  {group.items.map((item) => (
                    <li key={item.label}>
                      {item.to ? (
                        <NavLink to={item.to} end className="lp-mobile-menu__link">
                          {item.label}
                        </NavLink>
                      ) : (
                        <span className="lp-mobile-menu__plain">{item.label}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          {loggedIn ? (
            <li>
              <Link to="/user/info" className="lp-mobile-menu__group lp-mobile-menu__group--link">
                내 정보
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
