import type { BoardSummary, LeaguePaths } from '@dugout/contracts';

export interface MenuItem {
  label: string;
  /** No address: shown as a plain item (the bracket entry). */
  to?: string;
}

export interface MenuGroup {
  id: 'info' | 'schedule' | 'game' | 'record' | 'board';
  label: string;
  to: string;
  items: MenuItem[];
}

/** The league menu: league info, schedule, results, records room and community (the league's boards). */
export function leagueMenu(paths: LeaguePaths, boards: readonly BoardSummary[]): MenuGroup[] {
  return [
    {
      id: 'info',
      label: '리그 정보',
      to: paths.intro('intro'),
      items: [
        { label: '리그 소개', to: paths.intro('intro') },
        { label: '리그 규정', to: paths.intro('regulation') },
        { label: '참가 팀', to: paths.teamList },
      ],
    },
    {
      id: 'schedule',
      label: '일정',
      to: paths.scheduleAll,
      items: [
        { label: '전체 일정', to: paths.scheduleAll },
        { label: '팀별 일정', to: paths.scheduleTeam },
        { label: '팀 간 대진표', to: paths.scheduleTable },
        { label: '대진표/토너먼트' },
      ],
    },
    {
      id: 'game',
      label: '경기 결과',
      to: paths.scoreList,
      items: [
        { label: '경기 결과', to: paths.scoreList },
        { label: '팀별 경기 결과', to: paths.teamScoreList },
      ],
    },
    {
      id: 'record',
      label: '기록실',
      to: paths.rank('team'),
      items: [
        { label: '팀 순위', to: paths.rank('team') },
        { label: '팀 타격', to: paths.rank('teamBat') },
        { label: '팀 투수', to: paths.rank('teamPit') },
        { label: '타자 순위', to: paths.rank('batter') },
        { label: '투수 순위', to: paths.rank('pitcher') },
        { label: '규정 타석 미달 타자', to: paths.rank('subbatter') },
        { label: '규정 이닝 미달 투수', to: paths.rank('subpitcher') },
      ],
    },
    {
      id: 'board',
      label: '커뮤니티',
      to: boards[0] ? paths.boardHome(boards[0].boardLabel) : paths.boardHome(),
      items: boards.map((board) => ({ label: board.boardName, to: paths.boardHome(board.boardLabel) })),
    },
  ];
}

/** The menu group of an address under the league root (score/... is a result page too). */
export function activeGroupId(pathname: string, root: string): MenuGroup['id'] | null {
  const rest = decodeURI(pathname).slice(decodeURI(root).length).split('/').filter(Boolean);
  switch (rest[0]) {
    case 'info':
      return 'info';
    case 'schedule':
      return 'schedule';
    case 'game':
    case 'score':
      return 'game';
    case 'record':
      return 'record';
    case 'board':
      return 'board';
    default:
      return null;
  }
}
