import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { EmptyState, useMediaQuery } from '@dugout/ui';
import { useTeamInfo } from '../../../shared/api/get-team-info';
import { TeamLogo } from '../../../shared/components/team-logo';
import { TEAM_MENU_AFTER_LOGO, TEAM_MENU_BEFORE_LOGO, TEAM_MOBILE_MENU, type TeamMenuItem } from '../lib/team-menu';
import '../../../shared/styles/team-pages.css';

const PHONE = '(max-width: 767px)';

function MenuEntry({ teamId, item }: { teamId: string; item: TeamMenuItem }) {
  if (item.path === null) {
    return (
      <li>
        <span className="tp-menu__item tp-menu__item--plain">{item.label}</span>
      </li>
    );
  }
  return (
    <li>
      <NavLink to={`/team/${teamId}/${item.path}`} className={({ isActive }) => `tp-menu__item${isActive ? ' tp-menu__item--active' : ''}`}>
        {item.label}
      </NavLink>
    </li>
  );
}

/** The public team pages' frame: the team's name and logo and the spec's menu (a toggled list on a phone), then the page. */
export default function TeamLayout() {
  const teamId = useParams().teamId ?? '';
  const info = useTeamInfo(teamId);
  const phone = useMediaQuery(PHONE);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const name = info.data?.teamName ?? (info.error ? '팀' : '');
  const logo = (
    <NavLink to={`/team/${teamId}/main`} className="tp-brand" aria-label={name ? `${name} 팀 홈` : '팀 홈'}>
      <TeamLogo logo={info.data?.logoImg} size={phone ? 32 : 48} />
      <span className="tp-brand__name">{name}</span>
    </NavLink>
  );

  return (
    <div className="tp-area">
      <header className="tp-header">
        {phone ? (
          <div className="tp-header__bar">
            {logo}
            <button type="button" className="tp-toggle" aria-expanded={open} aria-controls="tp-mobile-menu" onClick={() => setOpen(!open)}>
              <span aria-hidden="true">☰</span> 팀 메뉴
            </button>
          </div>
        ) : null}
        <nav aria-label="팀 메뉴" className={phone ? 'tp-menu tp-menu--phone' : 'tp-menu'} id={phone ? 'tp-mobile-menu' : undefined} hidden={phone && !open}>
          <ul>
            {phone ? (
              TEAM_MOBILE_MENU.map((item) => <MenuEntry key={item.label} teamId={teamId} item={item} />)
            ) : (
              <>
                {TEAM_MENU_BEFORE_LOGO.map((item) => (
                  <MenuEntry key={item.label} teamId={teamId} item={item} />
                ))}
                <li className="tp-menu__logo">{logo}</li>
                {TEAM_MENU_AFTER_LOGO.map((item) => (
                  <MenuEntry key={item.label} teamId={teamId} item={item} />
                ))}
              </>
            )}
          </ul>
        </nav>
      </header>
      {info.error?.status === 404 ? <EmptyState message="팀을 찾을 수 없습니다." /> : <Outlet />}
    </div>
  );
}
