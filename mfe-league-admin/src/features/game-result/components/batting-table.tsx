import { BATTING_COUNTS, type EntryPlayer, type GameSide } from '@dugout/contracts';
import { Button } from '@dugout/ui';
import type { EntryActions, EntryMessages } from '../hooks/use-entry-draft';
import { BATTING_LABELS, isOptionalBatting, type EntryDraft } from '../lib/entry-draft';
import { countText, countValue, EntryCell, TotalCell } from './entry-cell';
import { PlayerName, PlayerSelect } from './player-select';

export interface BattingTableProps {
  side: GameSide;
  teamName: string;
  draft: EntryDraft;
  players: EntryPlayer[];
  messages: EntryMessages;
  actions: EntryActions;
  disabled: boolean;
}

/** A side's batters in batting order (substitutes under their slot), every count, totals under each column. */
export function BattingTable({ side, teamName, draft, players, messages, actions, disabled }: BattingTableProps) {
  const rows = draft.batting
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.side === side)
    .sort((a, b) => (a.line.batNum ?? 999) - (b.line.batNum ?? 999) || (a.line.subOrder ?? 0) - (b.line.subOrder ?? 0));
  const totalOf = (count: (typeof BATTING_COUNTS)[number]) => {
    const values = rows.map(({ line }) => line.counts[count]);
    const recorded = values.filter((value): value is number => value !== null);
    if (isOptionalBatting(count) && recorded.length === 0) return '-';
    return String(recorded.reduce((total, value) => total + value, 0));
  };
  const title = `${teamName} 타자 기록`;
  return (
    <section className="dg-game-result__section" aria-label={title}>
      <div className="dg-game-result__section-head">
        <h2 className="dg-game-result__heading">{title}</h2>
        <Button size="sm" variant="secondary" onClick={() => actions.addBatting(side)} disabled={disabled}>
          교체·대타·대주자 추가
        </Button>
      </div>
      <div className="dg-game-result__scroll">
        <table className="dg-game-result__table">
          <thead>
            <tr>
              <th scope="col">타순</th>
              <th scope="col" title="0: 선발, 1부터 교체 순서">교체</th>
              <th scope="col">선수</th>
              <th scope="col">수비</th>
              {BATTING_COUNTS.map((count) => (
                <th key={count} scope="col">
                  {BATTING_LABELS[count]}
                </th>
              ))}
              <th scope="col">
                <span className="dg-visually-hidden">삭제</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ line, index }) => {
              const path = `batting[${index}]`;
              const player = players.find((candidate) => candidate.playerId === line.playerId);
              const who = player?.playerName ?? `${teamName} ${line.batNum ?? ''}번 타자`;
              return (
                <tr key={line.key} className={line.subOrder ? 'dg-game-result__sub' : undefined}>
                  <td>
                    {line.added ? (
                      <EntryCell path={`${path}.batNum`} label={`${who} 타순`} value={countText(line.batNum)} onChange={(text) => actions.setBatting(index, { batNum: countValue(text) })} messages={messages} disabled={disabled} />
                    ) : (
                      line.batNum
                    )}
                  </td>
                  <td>
                    {line.added ? (
                      <EntryCell path={`${path}.subOrder`} label={`${who} 교체 순서`} value={countText(line.subOrder)} onChange={(text) => actions.setBatting(index, { subOrder: countValue(text) })} messages={messages} disabled={disabled} />
                    ) : (
                      line.subOrder
                    )}
                  </td>
                  <th scope="row">
                    {line.added ? (
                      <PlayerSelect path={`${path}.playerId`} label={`${teamName} 추가 타자 선수`} value={line.playerId} players={players} onChange={(playerId) => actions.setBatting(index, { playerId })} messages={messages} disabled={disabled} />
                    ) : (
                      <PlayerName path={`${path}.playerId`} playerId={line.playerId} players={players} messages={messages} />
                    )}
                  </th>
                  <td>
                    {line.added ? (
                      <input
                        className="dg-game-result__input dg-game-result__position"
                        aria-label={`${who} 수비 위치`}
                        placeholder="PH"
                        maxLength={3}
                        value={line.position}
                        disabled={disabled}
                        onChange={(event) => actions.setBatting(index, { position: event.target.value.replace(/[^a-zA-Z0-9]/g, '').toUpperCase() })}
                      />
                    ) : (
                      line.position
                    )}
                  </td>
                  {BATTING_COUNTS.map((count) => (
                    <td key={count}>
                      <EntryCell
                        path={`${path}.${count}`}
                        label={`${who} ${BATTING_LABELS[count]}`}
                        value={countText(line.counts[count])}
                        placeholder={isOptionalBatting(count) ? '-' : '0'}
                        onChange={(text) => actions.setBattingCount(index, count, countValue(text))}
                        messages={messages}
                        disabled={disabled}
                      />
                    </td>
                  ))}
                  <td>
                    {line.added ? (
                      <Button size="sm" variant="ghost" onClick={() => actions.removeBatting(index)} disabled={disabled} aria-label={`${who} 줄 삭제`}>
                        삭제
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                합계
              </th>
              {BATTING_COUNTS.map((count) => (
                <td key={count} aria-label={`${teamName} ${BATTING_LABELS[count]} 합계`}>
                  <TotalCell path={`battingTotals.${side}.${count}`} messages={messages}>
                    {totalOf(count)}
                  </TotalCell>
                </td>
              ))}
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="dg-game-result__hint">비워 둔 고의4구·사구·희생번트·희생플라이·도루자·병살타는 '기록 안 함'으로 저장됩니다.</p>
    </section>
  );
}
