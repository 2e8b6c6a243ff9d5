import {
  positionLabel,
  formatCount,
  formatCountTotal,
  formatInnings,
  pitcherResults,
  UNRECORDED_NOTE,
  type BoxBattingRow,
  type BoxPitchingRow,
  type BoxSide,
} from '@dugout/contracts';
import { LineScoreTable } from '@dugout/ui';
import { ScrollTable } from '../../../shared/components/scroll-table';

/** The line score in its scroll box (the table is the UI kit's, shared with the team pages). */
export function LineScore({ visit, home }: { visit: BoxSide; home: BoxSide }) {
  return (
    <ScrollTable label="이닝별 득점">
      <LineScoreTable visit={visit} home={home} />
    </ScrollTable>
  );
}

const BATTING_COLUMNS: [keyof BoxBattingRow, string][] = [
  ['pa', '타석'],
  ['ab', '타수'],
  ['r', '득점'],
  ['h', '안타'],
  ['b2', '2루타'],
  ['b3', '3루타'],
  ['hr', '홈런'],
  ['rbi', '타점'],
  ['bb', '볼넷'],
  ['hbp', '사구'],
  ['so', '삼진'],
  ['sb', '도루'],
];

/** A column's total over the rows that recorded it, and how many did not (null). */
function columnTotal<Row>(rows: readonly Row[], key: keyof Row): { sum: number; unrecorded: number } {
  let sum = 0;
  let unrecorded = 0;
  for (const row of rows) {
    const value = row[key];
    if (value === null) unrecorded += 1;
    else sum += Number(value ?? 0);
  }
  return { sum, unrecorded };
}

export function BattingBox({ side }: { side: BoxSide }) {
  const totals = BATTING_COLUMNS.map(([key]) => [key, columnTotal(side.batting, key)] as const);
  const partial = totals.some(([, total]) => total.unrecorded > 0);
  return (
    <ScrollTable label={`${side.teamName} 타격 기록`}>
      <table className="dg-table dg-table--sticky-first lp-box lp-box--batting">
        <caption>{side.teamName} 타격</caption>
        <thead>
          <tr>
            <th scope="col">타순</th>
            <th scope="col">포지션</th>
            <th scope="col">선수</th>
            {BATTING_COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="dg-table__cell--right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {side.batting.map((row, index) => (
            <tr key={`${row.playerId}-${index}`}>
              <td>{row.batNum > 0 && row.batNum < 100 ? row.batNum : ''}</td>
              <td>{positionLabel(row.position)}</td>
              <th scope="row">{row.playerName}</th>
              {BATTING_COLUMNS.map(([key]) => (
                <td key={key} className="dg-table__cell--right">
                  {formatCount(row[key] as number | null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              합계
            </th>
            {totals.map(([key, total]) => (
              <td key={key} className="dg-table__cell--right" title={total.unrecorded ? UNRECORDED_NOTE : undefined}>
                {formatCountTotal(total.sum, total.unrecorded)}
              </td>
            ))}
          </tr>
          {partial ? (
            <tr>
              <td colSpan={3 + BATTING_COLUMNS.length} className="lp-box__note">
                {UNRECORDED_NOTE}
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </ScrollTable>
  );
}

const PITCHING_COLUMNS: [keyof BoxPitchingRow, string][] = [
  ['bf', '타자'],
  ['pitches', '투구수'],
  ['h', '피안타'],
  ['hr', '피홈런'],
  ['bb', '볼넷'],
  ['hbp', '사구'],
  ['so', '삼진'],
  ['r', '실점'],
  ['er', '자책'],
];

export function PitchingBox({ side }: { side: BoxSide }) {
  return (
    <ScrollTable label={`${side.teamName} 투수 기록`}>
      <table className="dg-table dg-table--sticky-first lp-box">
        <caption>{side.teamName} 투수</caption>
        <thead>
          <tr>
            <th scope="col">선수</th>
            <th scope="col">결과</th>
            <th scope="col" className="dg-table__cell--right">
              이닝
            </th>
            {PITCHING_COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="dg-table__cell--right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...side.pitching]
            .sort((a, b) => a.order - b.order)
            .map((row) => (
              <tr key={`${row.playerId}-${row.order}`}>
                <th scope="row">
                  {row.playerName}
                  {row.starter ? <span className="lp-tag">선발</span> : null}
                </th>
                <td>{row.decision ? pitcherResults.label(row.decision) : ''}</td>
                <td className="dg-table__cell--right">{formatInnings(row.outs)}</td>
                {PITCHING_COLUMNS.map(([key]) => (
                  <td key={key} className="dg-table__cell--right">
                    {formatCount(row[key] as number | null)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** 승, 패, 세이브, 홀드 with the pitchers who got them. */
export function PitcherDecisions({ visit, home }: { visit: BoxSide; home: BoxSide }) {
  const order = { w: 0, l: 1, s: 2, h: 3 } as const;
  const decided = [...visit.pitching, ...home.pitching].flatMap((row) => (row.decision ? [{ ...row, decision: row.decision }] : []));
  if (decided.length === 0) return null;
  return (
    <dl className="lp-decisions">
      {decided
        .sort((a, b) => order[a.decision] - order[b.decision])
        .map((row) => (
          <div key={`${row.playerId}-${row.decision}`} className={`lp-decisions__item lp-decisions__item--${row.decision}`}>
            <dt>{pitcherResults.label(row.decision)}</dt>
            <dd>{row.playerName}</dd>
          </div>
        ))}
    </dl>
  );
}
