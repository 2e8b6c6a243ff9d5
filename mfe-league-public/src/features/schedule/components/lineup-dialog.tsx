import { useId } from 'react';
import { classifyBatNum, LINEUP_ROWS, positionLabel, type LineupEntry, type LineupSide } from '@dugout/contracts';
import { Modal } from '@dugout/ui';
import { QueryView } from '../../../shared/components/query-view';
import { scheduleSide, UNDECIDED_TEAM, type ScheduleRow } from '../../../shared/lib/schedule-side';
import { useGameOrder } from '../api/get-game-order';

/** A submitted lineup stays hidden until both teams submitted or the deadline passed (services/api/docs/lineups.md). */
export const LINEUP_HIDDEN_NOTE = '양 팀이 모두 제출하거나 제출 마감이 지나면 공개됩니다.';

const KIND_CLASS = { starter: 'lp-lineup__row--starter', startingPitcher: 'lp-lineup__row--pitcher', reserve: 'lp-lineup__row--reserve' };

/** Starters by batting order, then the starting pitcher (batNum <= 0), then the reserves (>= 100). */
function orderedEntries(entries: LineupEntry[]) {
  const rank = { starter: 0, startingPitcher: 1, reserve: 2 } as const;
  return entries
    .map((entry) => ({ entry, kind: classifyBatNum(entry.batNum) }))
    .filter((item): item is { entry: LineupEntry; kind: NonNullable<typeof item.kind> } => item.kind !== null)
    .sort((a, b) => rank[a.kind] - rank[b.kind] || a.entry.batNum - b.entry.batNum);
}

function batLabel(batNum: number, kind: keyof typeof KIND_CLASS) {
  if (kind === 'starter') return String(batNum);
  return kind === 'startingPitcher' ? '선발' : '후보';
}

export function LineupTable({ title, side }: { title: string; side: LineupSide }) {
  const headingId = useId();
  return (
    <section className="lp-lineup" aria-labelledby={headingId}>
      <h3 id={headingId} className="lp-lineup__title">
        {title}
        <span className={side.submitted ? 'lp-badge lp-badge--ok' : 'lp-badge'}>{side.submitted ? '제출' : '미제출'}</span>
      </h3>
      <table className="dg-table lp-lineup__table">
        <thead>
          <tr>
            <th scope="col">타순</th>
            <th scope="col">포지션</th>
            <th scope="col">선수</th>
          </tr>
        </thead>
        <tbody>
          {side.hidden ? (
            <tr className="lp-lineup__row--empty">
              <td colSpan={3}>{LINEUP_HIDDEN_NOTE}</td>
            </tr>
          ) : side.submitted
            ? orderedEntries(side.entries).map(({ entry, kind }) => (
                <tr key={`${entry.batNum}-${entry.player.playerName}`} className={KIND_CLASS[kind]} data-kind={kind}>
                  <td>{batLabel(entry.batNum, kind)}</td>
                  <td>{kind === 'reserve' ? '' : positionLabel(entry.position)}</td>
                  <td>
                    {entry.player.playerName}
                    {entry.teamPlayer?.backnumber ? <span className="lp-lineup__number"> #{entry.teamPlayer.backnumber}</span> : null}
                  </td>
                </tr>
              ))
            : Array.from({ length: LINEUP_ROWS }, (_, index) => (
                <tr key={index} className="lp-lineup__row--empty">
                  <td>{index + 1}</td>
                  <td />
                  <td />
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}

export interface LineupDialogProps {
  game: ScheduleRow;
  onClose: () => void;
}

/** Both lineups of a game: the visitor (bats first) and the home team, each marked 제출/미제출. */
export function LineupDialog({ game, onClose }: LineupDialogProps) {
  const order = useGameOrder(game.leagueId, game.gameId);
  const visit = scheduleSide(game, 'visit').teamName ?? UNDECIDED_TEAM;
  const home = scheduleSide(game, 'home').teamName ?? UNDECIDED_TEAM;
  return (
    <Modal open title={`라인업 · ${visit} 대 ${home}`} onClose={onClose}>
      <QueryView query={order} lines={9} errorTitle="라인업을 불러오지 못했습니다">
        {(lineups) => (
          <div className="lp-lineups">
            <LineupTable title={`원정 ${visit} (선공)`} side={lineups.visit} />
            <LineupTable title={`홈 ${home}`} side={lineups.home} />
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
