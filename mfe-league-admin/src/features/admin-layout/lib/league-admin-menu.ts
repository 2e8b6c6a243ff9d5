import type { AdminMenuGroup, AdminMenuItem } from '@dugout/ui';
import { adminPath } from '../../../shared/lib/admin-paths';
import type { AdminRights } from '../../../shared/lib/admin-rights';
import { always, headOnly, leagueGame, leagueSchedule, leagueTeam, manageBoard, teamPlayer, type ScreenRule } from './screen-rules';

/** Spec section 8: screen and banner management are not offered yet. */
export const PREPARING_MESSAGE = '준비 중입니다.';

type Entry = { label: string; rule: ScreenRule } & ({ screen: string } | { preparing: true });

interface Group {
  label: string;
  entries: Entry[];
}

/** The spec's menu (section 2) with who may see each entry (section 6). */
const MENU: Group[] = [
  {
    label: '리그 관리',
    entries: [
      { label: '시즌 관리', screen: 'seasons', rule: headOnly },
      { label: '리그 관리', screen: 'leagues', rule: headOnly },
      { label: '팀 관리', screen: 'teamManageLeagues', rule: leagueTeam },
      { label: '팀 및 선수', screen: 'teams', rule: teamPlayer },
      { label: '선수 검색', screen: 'searchPlayer', rule: always },
      { label: '참가 서약서', screen: 'agreements', rule: headOnly },
    ],
  },
  {
    label: '기록 관리',
    entries: [
      { label: '일정 관리', screen: 'schedule', rule: leagueSchedule },
      { label: '경기 관리', screen: 'game', rule: leagueGame },
    ],
  },
  {
    label: '커뮤니티 관리',
    entries: [{ label: '게시판 관리', screen: 'boards', rule: manageBoard }],
  },
  {
    label: '홈페이지 관리',
    entries: [
      { label: '화면 관리', preparing: true, rule: headOnly },
      { label: '배너 관리', preparing: true, rule: headOnly },
      { label: '리그 소개 편집', screen: 'editHome/intro', rule: headOnly },
      { label: '리그 규정 편집', screen: 'editHome/regulation', rule: headOnly },
    ],
  },
  {
    label: '회원 관리',
    entries: [
      { label: '운영진 관리', screen: 'managers', rule: headOnly },
      { label: '운영진 권한', screen: 'managerRoles', rule: headOnly },
      { label: '활동 기록', screen: 'auditLog', rule: headOnly },
    ],
  },
];

const announcePreparing = () => window.alert(PREPARING_MESSAGE);

/** The side menu this manager sees: entries he may not use are left out, and so are groups left empty. A scorer without a grade sees his games only. */
export function leagueAdminMenu(leaguePath: string, rights: AdminRights): AdminMenuGroup[] {
  if (rights.gameWriterOnly) return [{ label: '내 기록 경기', to: adminPath(leaguePath, 'game') }];
  const groups = MENU.map((group) => ({
    label: group.label,
    items: group.entries
      .filter((entry) => entry.rule(rights))
      .map((entry): AdminMenuItem =>
        'screen' in entry
          ? { label: entry.label, to: adminPath(leaguePath, entry.screen) }
          : { label: entry.label, onSelect: announcePreparing },
      ),
  })).filter((group) => group.items.length > 0);
  return [{ label: '대시보드', to: adminPath(leaguePath, 'dashboard') }, ...groups];
}
