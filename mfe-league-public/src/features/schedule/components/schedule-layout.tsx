import { NavLink } from 'react-router-dom';
import { useLeague } from '../../../shared/league/league-context';
import { useKeepAliveOutlet } from '../hooks/use-keep-alive-outlet';

const TAB_ADDRESS = /\/schedule\/(all|team|table)$/;

/** The schedule section: a left menu of the three tabs and the cached tab views. */
export default function ScheduleLayout() {
  const { paths } = useLeague();
  const view = useKeepAliveOutlet((pathname) => TAB_ADDRESS.test(pathname));
  return (
    <div className="dg-container lp-page lp-with-menu">
      <nav className="lp-side-menu" aria-label="일정 메뉴">
        <p className="lp-side-menu__title">일정</p>
        <ul>
          <li>
            <NavLink to={paths.scheduleAll}>전체 일정</NavLink>
          </li>
          <li>
            <NavLink to={paths.scheduleTeam}>팀별 일정</NavLink>
          </li>
          <li>
            <NavLink to={paths.scheduleTable}>팀 간 대진표</NavLink>
          </li>
          <li>
            <span className="lp-side-menu__plain">대진표/토너먼트</span>
          </li>
        </ul>
      </nav>
      <div className="lp-with-menu__content">{view}</div>
    </div>
  );
}
