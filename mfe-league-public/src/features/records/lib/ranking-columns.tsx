import {
  formatAvg,
  formatEra,
  NOT_RECORDED,
  rateLacksCounts,
  type PlayerRankingRow,
  type TeamBattingRow,
  type TeamPitchingRow,
} from '@dugout/contracts';
import type { DataTableColumn, SortDirection } from '@dugout/ui';

/**
 * Columns of the records tables. A sortable column's key is the API's od value; the server
 * orders, so each order has one direction (ERA lowest first, everything else highest first).
 */
export const orderDirection = (order: string): SortDirection => (order === 'era' || order === 'whip' ? 'asc' : 'desc');

const right = 'right' as const;

export const batterColumns: DataTableColumn<PlayerRankingRow>[] = [
  { key: 'rank', header: '순위', align: 'center' },
  { key: 'player_name', header: '선수' },
  { key: 'team_name', header: '팀' },
  { key: 'games', header: '경기', align: right, sortable: true, render: (row) => row.game_cnt },
  { key: 'tpa', header: '타석', align: right, sortable: true, render: (row) => row.bat_tpa },
  { key: 'ab', header: '타수', align: right, sortable: true, render: (row) => row.bat_ab },
  { key: 'hits', header: '안타', align: right, sortable: true, render: (row) => row.bat_hits },
  { key: 'hr', header: '홈런', align: right, sortable: true, render: (row) => row.bat_hr },
  { key: 'rbi', header: '타점', align: right, sortable: true, render: (row) => row.bat_rbi },
  { key: 'avg', header: '타율', align: right, sortable: true, render: (row) => formatAvg(row.bat_avg) },
];

export const pitcherColumns: DataTableColumn<PlayerRankingRow>[] = [
  { key: 'rank', header: '순위', align: 'center' },
  { key: 'player_name', header: '선수' },
  { key: 'team_name', header: '팀' },
  { key: 'games', header: '경기', align: right, sortable: true, render: (row) => row.game_cnt },
  { key: 'inning', header: '이닝', align: right, sortable: true, render: (row) => row.pit_inning },
  { key: 'bf', header: '타자', align: right, sortable: true, render: (row) => row.pit_bf },
  { key: 'win', header: '승', align: right, sortable: true, render: (row) => row.pit_win },
  { key: 'so', header: '탈삼진', align: right, sortable: true, render: (row) => row.pit_so },
  { key: 'era', header: '평균자책점', align: right, sortable: true, render: (row) => formatEra(row.pit_era) },
];

export const teamBattingColumns: DataTableColumn<TeamBattingRow>[] = [
  { key: 'rank', header: '순위', align: 'center' },
  { key: 'team_name', header: '팀' },
  { key: 'games', header: '경기', align: right, render: (row) => row.game_cnt },
  { key: 'avg', header: '타율', align: right, sortable: true, render: (row) => formatAvg(row.bat_avg) },
  { key: 'obp', header: '출루율', align: right, sortable: true, render: (row) => (rateLacksCounts('obp', row.unrecorded) ? NOT_RECORDED : formatAvg(row.bat_obp)) },
  { key: 'slg', header: '장타율', align: right, sortable: true, render: (row) => formatAvg(row.bat_slg) },
  { key: 'ops', header: 'OPS', align: right, sortable: true, render: (row) => (rateLacksCounts('ops', row.unrecorded) ? NOT_RECORDED : formatAvg(row.bat_ops)) },
  { key: 'tpa', header: '타석', align: right, render: (row) => row.bat_tpa },
  { key: 'ab', header: '타수', align: right, render: (row) => row.bat_ab },
  { key: 'runs', header: '득점', align: right, sortable: true, render: (row) => row.bat_runs },
  { key: 'hits', header: '안타', align: right, sortable: true, render: (row) => row.bat_hits },
  { key: 'b2', header: '2루타', align: right, render: (row) => row.bat_2b },
  { key: 'b3', header: '3루타', align: right, render: (row) => row.bat_3b },
  { key: 'hr', header: '홈런', align: right, sortable: true, render: (row) => row.bat_hr },
  { key: 'rbi', header: '타점', align: right, sortable: true, render: (row) => row.bat_rbi },
  { key: 'bb', header: '볼넷', align: right, render: (row) => row.bat_bb },
  { key: 'so', header: '삼진', align: right, render: (row) => row.bat_so },
  { key: 'sb', header: '도루', align: right, sortable: true, render: (row) => row.bat_sb },
];

export const teamPitchingColumns: DataTableColumn<TeamPitchingRow>[] = [
  { key: 'rank', header: '순위', align: 'center' },
  { key: 'team_name', header: '팀' },
  { key: 'games', header: '경기', align: right, render: (row) => row.game_cnt },
  { key: 'era', header: '평균자책점', align: right, sortable: true, render: (row) => formatEra(row.pit_era) },
  { key: 'whip', header: 'WHIP', align: right, sortable: true, render: (row) => formatEra(row.pit_whip) },
  { key: 'k9', header: '9이닝당 삼진', align: right, sortable: true, render: (row) => formatEra(row.pit_k9) },
  { key: 'inning', header: '이닝', align: right, sortable: true, render: (row) => row.pit_inning },
  { key: 'bf', header: '타자', align: right, render: (row) => row.pit_bf },
  { key: 'win', header: '승', align: right, sortable: true, render: (row) => row.pit_win },
  { key: 'lose', header: '패', align: right, render: (row) => row.pit_lose },
  { key: 'save', header: '세이브', align: right, render: (row) => row.pit_save },
  { key: 'hold', header: '홀드', align: right, render: (row) => row.pit_hold },
  { key: 'hits', header: '피안타', align: right, render: (row) => row.pit_hits },
  { key: 'hrAllowed', header: '피홈런', align: right, render: (row) => row.pit_hr },
  { key: 'bb', header: '볼넷', align: right, render: (row) => row.pit_bb },
  { key: 'so', header: '탈삼진', align: right, sortable: true, render: (row) => row.pit_so },
  { key: 'er', header: '자책', align: right, render: (row) => row.pit_er },
];
