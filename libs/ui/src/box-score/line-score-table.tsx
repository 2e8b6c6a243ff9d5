/** One side of a line score: a box score's side (BoxSide of @dugout/contracts) has these fields. */
export interface LineScoreSide {
  teamName: string;
  /** Runs per inning; null for an inning not batted (the home half of a won last inning). */
  innings: readonly (number | null)[];
  runs: number;
  hits: number;
  errors: number;
  walks: number;
}

/**
 * The line score of a game: runs per inning, then R H E B, the visitor first. An inning not
 * batted shows "-". The caller puts it in its scroll box (a phone cannot show twelve innings).
 */
export function LineScoreTable({ visit, home }: { visit: LineScoreSide; home: LineScoreSide }) {
  const innings = Math.max(visit.innings.length, home.innings.length, 1);
  const row = (side: LineScoreSide, label: string) => (
    <tr>
      <th scope="row">
        {side.teamName}
        <span className="dg-visually-hidden"> ({label})</span>
      </th>
      {Array.from({ length: innings }, (_, index) => (
        <td key={index} className="dg-table__cell--center">
          {side.innings[index] ?? '-'}
        </td>
      ))}
      <td className="dg-table__cell--center dg-line-score__total">{side.runs}</td>
      <td className="dg-table__cell--center">{side.hits}</td>
      <td className="dg-table__cell--center">{side.errors}</td>
      <td className="dg-table__cell--center">{side.walks}</td>
    </tr>
  );
  return (
    <table className="dg-table dg-line-score">
      <caption className="dg-visually-hidden">이닝별 득점</caption>
      <thead>
        <tr>
          <th scope="col">팀</th>
          {Array.from({ length: innings }, (_, index) => (
            <th key={index} scope="col" className="dg-table__cell--center">
              {index + 1}
            </th>
          ))}
          <th scope="col" className="dg-table__cell--center">
            <abbr title="득점">R</abbr>
          </th>
          <th scope="col" className="dg-table__cell--center">
            <abbr title="안타">H</abbr>
          </th>
          <th scope="col" className="dg-table__cell--center">
            <abbr title="실책">E</abbr>
          </th>
          <th scope="col" className="dg-table__cell--center">
            <abbr title="볼넷">B</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {row(visit, '원정')}
        {row(home, '홈')}
      </tbody>
    </table>
  );
}
