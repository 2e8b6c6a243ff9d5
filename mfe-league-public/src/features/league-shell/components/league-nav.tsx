import { NavLink } from 'react-router-dom';
import { LEAGUE_FIRST_VIEW_CLASS } from '@dugout/contracts';
import type { MenuGroup } from './menu';

const { nav } = LEAGUE_FIRST_VIEW_CLASS;

export interface LeagueNavProps {
  groups: MenuGroup[];
  activeId: MenuGroup['id'] | null;
}

/** The desktop league menu: the five groups in a row, the current group's pages underneath. */
export function LeagueNav({ groups, activeId }: LeagueNavProps) {
  const active = groups.find((group) => group.id === activeId);
  // The schedule pages have their own left menu (spec: schedule section).
  const subItems = active && active.id !== 'schedule' ? active.items : [];
  return (
    <div className={nav.root}>
      <nav className={nav.main} aria-label="리그 메뉴">
        <ul className={nav.list}>
          {groups.map((group) => (
            <li key={group.id}>
              <NavLink
                to={group.to}
                className={nav.link + (group.id === activeId ? ' lp-nav__link--active' : '')}
                aria-current={group.id === activeId ? 'true' : undefined}
              >
                {group.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {subItems.length > 0 && active ? (
        <nav className="lp-nav__sub" aria-label={`${active.label} 하위 메뉴`}>
          <ul className="dg-container lp-nav__sub-list">
            {subItems.map((item) =>
              item.to ? (
                <li key={item.label}>
                  <NavLink to={item.to} end className="lp-nav__sub-link">
                    {item.label}
                  </NavLink>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
