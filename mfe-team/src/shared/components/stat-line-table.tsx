import type { ReactNode } from 'react';
import { formatAvg, formatCount, formatEra, type StatLine } from '@dugout/contracts';
import { DataTable, EmptyState, type DataTableColumn } from '@dugout/ui';
import { ScrollTable } from './scroll-table';

type Column = [header: string, cell: (line: StatLine) => string];

const BATTING: readonly Column[] = [
  ['경기', (line) => formatCount(line.game_cnt)],
  ['타석', (line) => formatCount(line.bat_tpa)],
  ['타수', (line) => formatCount(line.bat_ab)],
  ['안타', (line) => formatCount(line.bat_hits)],
  ['2루타', (line) => formatCount(line.bat_2b)],
  ['3루타', (line) => formatCount(line.bat_3b)],
  ['홈런', (line) => formatCount(line.bat_hr)],
  ['타점', (line) => formatCount(line.bat_rbi)],
  ['득점', (line) => formatCount(line.bat_runs)],
  ['볼넷', (line) => formatCount(line.bat_bb)],
  ['삼진', (line) => formatCount(line.bat_so)],
  ['도루', (line) => formatCount(line.bat_sb)],
  ['타율', (line) => formatAvg(line.bat_avg)],
  ['출루율', (line) => formatAvg(line.bat_obp)],
  ['장타율', (line) => formatAvg(line.bat_slg)],
  ['OPS', (line) => formatAvg(line.bat_ops)],
];

const PITCHING: readonly Column[] = [
  ['경기', (line) => formatCount(line.pit_game_cnt)],
  ['승', (line) => formatCount(line.pit_win)],
  ['패', (line) => formatCount(line.pit_lose)],
  ['세이브', (line) => formatCount(line.pit_save)],
  ['홀드', (line) => formatCount(line.pit_hold)],
  ['이닝', (line) => line.pit_inning],
  ['타자', (line) => formatCount(line.pit_bf)],
  ['피안타', (line) => formatCount(line.pit_hits)],
  ['피홈런', (line) => formatCount(line.pit_hr)],
  ['실점', (line) => formatCount(line.pit_runs)],
  ['자책', (line) => formatCount(line.pit_er)],
  ['볼넷', (line) => formatCount(line.pit_bb)],
  ['삼진', (line) => formatCount(line.pit_so)],
  ['평균자책', (line) => formatEra(line.pit_era)],
  ['WHIP', (line) => formatEra(line.pit_whip)],
];

export interface StatLineRow {
  key: string | number;
  label: ReactNode;
  line: StatLine;
}

interface Props {
  kind: 'batting' | 'pitching';
  /** What the first column names (시즌, 리그, 선수...). */
  firstHeader: string;
  caption: string;
  rows: readonly StatLineRow[];
  total?: StatLine;
}

/** Batting or pitching totals, a row each, with an optional total row; scrolls inside itself on a phone. */
export function StatLineTable({ kind, firstHeader, caption, rows, total }: Props) {
  if (rows.length === 0) return <EmptyState message="등록된 기록이 없습니다." />;
  const columns: DataTableColumn<StatLineRow>[] = [
    { key: 'label', header: firstHeader, rowHeader: true, render: (row) => row.label },
    ...(kind === 'batting' ? BATTING : PITCHING).map(
      ([header, cell]): DataTableColumn<StatLineRow> => ({ key: header, header, align: 'right', render: (row) => cell(row.line) }),
    ),
  ];
  return (
    <ScrollTable label={caption}>
      <DataTable
        bare
        className="tp-table"
        caption={caption}
        columns={columns}
        rows={[...rows]}
        rowKey={(row) => row.key}
        footerRows={total ? [{ key: 'total', label: '합계', line: total }] : []}
      />
    </ScrollTable>
  );
}
