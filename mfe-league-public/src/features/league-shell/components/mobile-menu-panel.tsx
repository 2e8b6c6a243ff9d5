import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useIsLoggedIn } from '@dugout/auth';
import type { MenuGroup } from './menu';

export interface MobileMenuPanelProps {
  panelId: string;
  groups: MenuGroup[];
  activeId: MenuGroup['id'] | null;
}

/** The open phone menu: the groups with collapsible sub-lists (loaded when the menu is first opened). */
export default function MobileMenuPanel({ panelId, groups, activeId }: MobileMenuPanelProps) {
  const [expanded, setExpanded] = useState<string | null>(activeId);
  const loggedIn = useIsLoggedIn();
  return (
    <nav id={panelId} className="lp-mobile-menu__panel" aria-label="리그 모바일 메뉴">
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
  );
}
