import { compareKorean, formatDate, formatTime } from '@dugout/contracts';
import { GameScore } from '../../../shared/components/score-text';
import type { ScheduleRow } from '../../../shared/lib/schedule-side';
import { SuspendedMark } from './schedule-day-list';
import { ScrollTable } from '../../../shared/components/scroll-table';

export interface GridTeam {
  teamId: number;
  teamName: string;
}

export interface MatchupGridData {
  /** Sorted by name: the rows are the visitors, the columns the home teams. */
  teams: GridTeam[];
  /** Games by "visitorId-homeId", in schedule order. */
  cells: Map<string, ScheduleRow[]>;
}

const cellKey = (visitId: number, homeId: number) => `${visitId}-${homeId}`;

export function buildMatchupGrid(teams: readonly GridTeam[], games: readonly ScheduleRow[]): MatchupGridData {
  const sorted = [...teams].sort((a, b) => compareKorean(a.teamName, b.teamName));
  const cells = new Map<string, ScheduleRow[]>();
  for (const game of games) {
    if (game.visitTeamId === null || game.homeTeamId === null) continue;
    const key = cellKey(game.visitTeamId, game.homeTeamId);
    cells.set(key, [...(cells.get(key) ?? []), game]);
  }
  return { teams: sorted, cells };
}

/** One game in a cell: the score (winner highlighted, win type), the cancel reason, or its date and time. */
function CellGame({ game }: { game: ScheduleRow }) {
  let body;
  if (game.isCancel) body = <span className="lp-cancel">{game.cancelReason || '취소'}</span>;
  else if (game.game || game.progress) body = <GameScore item={game} />;
  else
    body = (
      <span className="lp-grid__when">
        {formatDate(game.scheduleTime)} {formatTime(game.scheduleTime)}
      </span>
    );
  return (
    <li>
      {body} <SuspendedMark game={game} />
    </li>
  );
}

/** The matchup grid: visitors in rows, home teams in columns, the diagonal empty. */
export function MatchupGrid({ data }: { data: MatchupGridData }) {
  return (
    <ScrollTable label="팀 간 대진표">
      <table className="dg-table dg-table--sticky-first lp-grid">
        <caption className="dg-visually-hidden">팀 간 대진표: 행은 원정 팀, 열은 홈 팀</caption>
        <thead>
          <tr>
            <th scope="col">
              원정 <span aria-hidden="true">＼</span> 홈
            </th>
            {data.teams.map((team) => (
              <th key={team.teamId} scope="col">
                {team.teamName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.teams.map((visitor) => (
            <tr key={visitor.teamId}>
              <th scope="row">{visitor.teamName}</th>
              {data.teams.map((home) => {
                if (home.teamId === visitor.teamId) return <td key={home.teamId} className="lp-grid__diagonal" data-diagonal="" />;
                const games = data.cells.get(cellKey(visitor.teamId, home.teamId)) ?? [];
                return (
                  <td key={home.teamId}>
                    {games.length > 0 ? (
                      <ul className="lp-grid__games">
                        {games.map((game) => (
                          <CellGame key={game.gameId} game={game} />
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
