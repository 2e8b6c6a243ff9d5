import {
  BATTING_COUNT_LABELS,
  formatCount,
  formatCountTotal,
  formatInnings,
  PITCHING_COUNT_LABELS,
  pitcherResults,
  positionLabel,
  UNRECORDED_NOTE,
  type BattingCount,
  type BoxSide,
  type PitchingCount,
} from '@dugout/contracts';

const isBatter = (batNum: number) => batNum > 0 && batNum < 100;

const countHeaders = <Count extends string>(counts: readonly Count[], labels: Readonly<Record<Count, string>>) =>
  counts.map((count) => (
    <th key={count} scope="col" className="dg-table__cell--right">
      {labels[count]}
    </th>
  ));

const countCells = <Count extends string>(counts: readonly Count[], row: Readonly<Record<Count, number | null>>) =>
  counts.map((count) => (
    <td key={count} className="dg-table__cell--right">
      {formatCount(row[count])}
    </td>
  ));

export interface BattingBoxTableProps {
  side: BoxSide;
  counts: readonly BattingCount[];
  /**
   * scoresheet: 타순, 포지션 (in Korean) and 선수 columns and a totals row; compact: the batting
   * order before the name and the position's code, for a phone's width.
   */
  layout: 'scoresheet' | 'compact';
  className?: string;
}

/** A column's total over the rows that recorded it, and how many did not (null). */
function countTotal(side: BoxSide, count: BattingCount): { sum: number; unrecorded: number } {
  let sum = 0;
  let unrecorded = 0;
  for (const row of side.batting) {
    const value = row[count];
    if (value === null) unrecorded += 1;
    else sum += Number(value ?? 0);
  }
  return { sum, unrecorded };
}

/** One side's batting lines of a box score; the caller puts it in its scroll box. */
export function BattingBoxTable({ side, counts, layout, className }: BattingBoxTableProps) {
  const scoresheet = layout === 'scoresheet';
  const totals = scoresheet ? counts.map((count) => [count, countTotal(side, count)] as const) : [];
  const partial = totals.some(([, total]) => total.unrecorded > 0);
  return (
    <table className={['dg-table', className].filter(Boolean).join(' ')}>
      <caption>{side.teamName} 타격</caption>
      <thead>
        <tr>
          {scoresheet ? <th scope="col">타순</th> : null}
          {scoresheet ? <th scope="col">포지션</th> : null}
          <th scope="col">선수</th>
          {scoresheet ? null : <th scope="col">포지션</th>}
          {countHeaders(counts, BATTING_COUNT_LABELS)}
        </tr>
      </thead>
      <tbody>
        {side.batting.map((row, index) => (
          <tr key={`${row.playerId}-${index}`}>
            {scoresheet ? <td>{isBatter(row.batNum) ? row.batNum : ''}</td> : null}
            {scoresheet ? <td>{positionLabel(row.position)}</td> : null}
            <th scope="row">
              {!scoresheet && isBatter(row.batNum) ? `${row.batNum}. ` : ''}
              {row.playerName}
            </th>
            {scoresheet ? null : <td>{row.position ?? ''}</td>}
            {countCells(counts, row)}
          </tr>
        ))}
      </tbody>
      {scoresheet ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              합계
            </th>
            {totals.map(([count, total]) => (
              <td key={count} className="dg-table__cell--right" title={total.unrecorded ? UNRECORDED_NOTE : undefined}>
                {formatCountTotal(total.sum, total.unrecorded)}
              </td>
            ))}
          </tr>
          {partial ? (
            <tr>
              <td colSpan={3 + counts.length} className="dg-box-score__note">
                {UNRECORDED_NOTE}
              </td>
            </tr>
          ) : null}
        </tfoot>
      ) : null}
    </table>
  );
}

export interface PitchingBoxTableProps {
  side: BoxSide;
  /** The counts after 결과 and 이닝. */
  counts: readonly Exclude<PitchingCount, 'outs'>[];
  /** Marks the starting pitcher with a 선발 tag of this class. */
  starterTagClassName?: string;
  className?: string;
}

/** One side's pitching lines of a box score in the order the pitchers came in. */
export function PitchingBoxTable({ side, counts, starterTagClassName, className }: PitchingBoxTableProps) {
  return (
    <table className={['dg-table', className].filter(Boolean).join(' ')}>
      <caption>{side.teamName} 투수</caption>
      <thead>
        <tr>
          <th scope="col">선수</th>
          <th scope="col">결과</th>
          <th scope="col" className="dg-table__cell--right">
            {PITCHING_COUNT_LABELS.outs}
          </th>
          {countHeaders(counts, PITCHING_COUNT_LABELS)}
        </tr>
      </thead>
      <tbody>
        {[...side.pitching]
          .sort((a, b) => a.order - b.order)
          .map((row) => (
            <tr key={`${row.playerId}-${row.order}`}>
              <th scope="row">
                {row.playerName}
                {starterTagClassName && row.starter ? <span className={starterTagClassName}>선발</span> : null}
              </th>
              <td>{row.decision ? pitcherResults.label(row.decision) : ''}</td>
              <td className="dg-table__cell--right">{formatInnings(row.outs)}</td>
              {countCells(counts, row)}
            </tr>
          ))}
      </tbody>
    </table>
  );
}
