import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useMediaQuery } from '../hooks/use-media-query';
import { ADMIN_NARROW_QUERY, isMenuLink, type AdminMenuGroup, type AdminMenuItem } from './admin-menu';
import './admin-layout.css';

export interface AdminLayoutProps {
  /** The area's name in the top bar ("리그 관리", "팀 관리"). */
  title: ReactNode;
  /** Shown beside the title (the manager's grade, say). */
  subtitle?: ReactNode;
  menu: AdminMenuGroup[];
  footer?: ReactNode;
  /** Close the sidebar after each move to another screen while it covers the content (narrow screens). */
  closeOnNavigate?: boolean;
  children: ReactNode;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'dg-admin__link dg-admin__link--active' : 'dg-admin__link';

function MenuEntry({ item }: { item: AdminMenuItem }) {
  if (isMenuLink(item)) {
    return (
      <NavLink to={item.to} end={item.end} className={linkClass}>
        {item.label}
      </NavLink>
    );
  }
  return (
    <button type="button" className="dg-admin__link dg-admin__link--action" onClick={item.onSelect}>
      {item.label}
    </button>
  );
}

/**
 * The frame of an admin area (spec sections 2 and 9): a top bar with the menu button, a
 * collapsible 210 px side menu that starts closed and closes by itself below 1210 px, the
 * screen, and a footer.
 */
export function AdminLayout({ title, subtitle, menu, footer, closeOnNavigate = false, children }: AdminLayoutProps) {
  const narrow = useMediaQuery(ADMIN_NARROW_QUERY);
  const [open, setOpen] = useState(!narrow);
  const { pathname } = useLocation();
  const menuId = useId();

  // Crossing the breakpoint opens or closes the menu; moving to another screen closes it when asked
  // to and it covers the content. Adjusted while rendering, so the old state never shows.
  const [seen, setSeen] = useState({ narrow, pathname });
  if (seen.narrow !== narrow || seen.pathname !== pathname) {
    setSeen({ narrow, pathname });
    if (seen.narrow !== narrow) setOpen(!narrow);
    else if (closeOnNavigate && narrow) setOpen(false);
  }

  const className = ['dg-admin', open ? 'dg-admin--open' : 'dg-admin--closed', narrow ? 'dg-admin--narrow' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <header className="dg-admin__bar">
        <button
          type="button"
          className="dg-admin__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="관리 메뉴"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="dg-admin__toggle-icon" aria-hidden="true" />
        </button>
        <span className="dg-admin__title">{title}</span>
        {subtitle ? <span className="dg-admin__subtitle">{subtitle}</span> : null}
      </header>
      <div className="dg-admin__body">
        <nav id={menuId} className="dg-admin__sidebar" aria-label="관리 메뉴" hidden={!open}>
          <ul className="dg-admin__groups">
            {menu.map((group) => (
              <li key={group.label} className="dg-admin__group">
                {group.to ? (
                  <NavLink to={group.to} end className={linkClass}>
                    {group.label}
                  </NavLink>
                ) : (
                  <>
                    <p className="dg-admin__group-title">{group.label}</p>
                    <ul className="dg-admin__items">
                      {(group.items ?? []).map((item) => (
                        <li key={item.label}>
                          <MenuEntry item={item} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {open && narrow ? (
          <div className="dg-admin__scrim" aria-hidden="true" onClick={() => setOpen(false)} />
        ) : null}
        <div className="dg-admin__main">
          <main className="dg-admin__content">{children}</main>
          {footer ? <footer className="dg-admin__footer">{footer}</footer> : null}
        </div>
      </div>
    </div>
  );
}
