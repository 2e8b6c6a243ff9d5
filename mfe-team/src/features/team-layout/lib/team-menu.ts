/** The team pages' menu (spec 2): a link's path is relative to /team/{teamId}; the ranking item has no link. */
export interface TeamMenuItem {
  label: string;
  path: string | null;
}

export const TEAM_MENU_BEFORE_LOGO: readonly TeamMenuItem[] = [
  { label: '팀 소개', path: 'intro' },
  { label: '일정', path: 'schedule' },
  { label: '경기 결과', path: 'gamelist' },
];

export const TEAM_MENU_AFTER_LOGO: readonly TeamMenuItem[] = [
  { label: '팀 기록', path: 'stat' },
  { label: '개인 기록', path: 'playerlist' },
  { label: '팀 순위', path: null },
];

/** The phone menu adds the team's main page first. */
export const TEAM_MOBILE_MENU: readonly TeamMenuItem[] = [{ label: '팀 홈', path: 'main' }, ...TEAM_MENU_BEFORE_LOGO, ...TEAM_MENU_AFTER_LOGO];
