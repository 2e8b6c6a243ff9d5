import { parseInnings, pitcherResults, type EntryPlayer, type GameSide, type PitcherResult } from '@dugout/contracts';
import { Button } from '@dugout/ui';
import type { EntryActions, EntryMessages } from '../hooks/use-entry-draft';
import { formatInningsThirds, isOptionalPitching, PITCHING_COLUMNS, PITCHING_LABELS, type EntryDraft } from '../lib/entry-draft';
import { CellMessage, countText, countValue, EntryCell, TotalCell } from './entry-cell';
import { PlayerName, PlayerSelect } from './player-select';

/** 승 패 세 홀, as a scoresheet marks them. */
const DECISION_MARKS: Record<PitcherResult, string> = { w: '승', l: '패', s: '세', h: '홀' };

export interface PitchingTableProps {
  side: GameSide;
  teamName: string;
  draft: EntryDraft;
  players: EntryPlayer[];
  messages: EntryMessages;
  actions: EntryActions;
  disabled: boolean;
}

/** A side's pitchers in order: innings typed as 5.2 (shown 5⅔), the counts, the decision. */
export function PitchingTable({ side, teamName, draft, players, messages, actions, disabled }: PitchingTableProps) {
  const rows = draft.pitching.map((line, index) => ({ line, index })).filter(({ line }) => line.side === side);
  const outs = rows.map(({ line }) => (line.innings.trim() === '' ? 0 : parseInnings(line.innings)));
  const totalOuts = outs.every((value) => value !== null) ? outs.reduce<number>((total, value) => total + (value ?? 0), 0) : null;
  const totalOf = (count: (typeof PITCHING_COLUMNS)[number]) => {
    const recorded = rows.map(({ line }) => line.counts[count]).filter((value): value is number => value !== null);
    if (isOptionalPitching(count) && recorded.length === 0) return '-';
    return String(recorded.reduce((total, value) => total + value, 0));
  };
  const title = `${teamName} 투수 기록`;
  return (
    <section className="dg-game-result__section" aria-label={title}>
      <div className="dg-game-result__section-head">
        <h2 className="dg-game-result__heading">{title}</h2>
        <Button size="sm" variant="secondary" onClick={() => actions.addPitching(side)} disabled={disabled}>
          투수 추가
        </Button>
      </div>
      <div className="dg-game-result__scroll">
        <table className="dg-game-result__table">
          <thead>
            <tr>
              <th scope="col">순서</th>
              <th scope="col">선수</th>
              <th scope="col">{PITCHING_LABELS.outs}</th>
              {PITCHING_COLUMNS.map((count) => (
                <th key={count} scope="col">
                  {PITCHING_LABELS[count]}
                </th>
              ))}
              <th scope="col">결과</th>
              <th scope="col">
                <span className="dg-visually-hidden">삭제</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ line, index }, order) => {
              const path = `pitching[${index}]`;
              const player = players.find((candidate) => candidate.playerId === line.playerId);
              const who = player?.playerName ?? `${teamName} ${order + 1}번째 투수`;
              const decisionPath = `${path}.decision`;
              return (
                <tr key={line.key}>
                  <td>{order === 0 ? '선발' : order + 1}</td>
                  <th scope="row">
                    {line.added ? (
                      <PlayerSelect path={`${path}.playerId`} label={`${teamName} ${order + 1}번째 투수 선수`} value={line.playerId} players={players} onChange={(playerId) => actions.setPitching(index, { playerId })} messages={messages} disabled={disabled} />
                    ) : (
                      <PlayerName path={`${path}.playerId`} playerId={line.playerId} players={players} messages={messages} />
                    )}
                  </th>
                  <td>
                    <EntryCell
                      path={`${path}.outs`}
                      label={`${who} 이닝`}
                      kind="innings"
                      value={line.innings}
                      placeholder="0"
                      onChange={(text) => actions.setPitching(index, { innings: text })}
                      messages={messages}
                      disabled={disabled}
                    />
                    {outs[order] !== null && line.innings.includes('.') ? <span className="dg-game-result__thirds">{formatInningsThirds(outs[order])}</span> : null}
                  </td>
                  {PITCHING_COLUMNS.map((count) => (
                    <td key={count}>
                      <EntryCell
                        path={`${path}.${count}`}
                        label={`${who} ${PITCHING_LABELS[count]}`}
                        value={countText(line.counts[count])}
                        placeholder={isOptionalPitching(count) ? '-' : '0'}
                        onChange={(text) => actions.setPitchingCount(index, count, countValue(text))}
                        messages={messages}
                        disabled={disabled}
                      />
                    </td>
                  ))}
                  <td>
                    <span className="dg-game-result__cell">
                      <select
                        className="dg-game-result__select"
                        data-path={decisionPath}
                        aria-label={`${who} 결과`}
                        aria-invalid={messages.errors[decisionPath] ? true : undefined}
                        value={line.decision}
                        disabled={disabled}
                        onChange={(event) => actions.setPitching(index, { decision: event.target.value as PitcherResult | '' })}
                      >
                        <option value="">-</option>
                        {pitcherResults.codes.map((code) => (
                          <option key={code} value={code} title={pitcherResults.labels[code]}>
                            {DECISION_MARKS[code]}
                          </option>
                        ))}
                      </select>
                      <CellMessage error={messages.errors[decisionPath]} warning={messages.warnings[decisionPath]} />
                    </span>
                  </td>
                  <td>
                    {line.added ? (
                      <Button size="sm" variant="ghost" onClick={() => actions.removePitching(index)} disabled={disabled} aria-label={`${who} 줄 삭제`}>
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
              <th scope="row" colSpan={2}>
                합계
              </th>
              <td aria-label={`${teamName} 이닝 합계`}>
                <TotalCell path={`pitchingTotals.${side}.outs`} messages={messages}>
                  {totalOuts === null ? '-' : formatInningsThirds(totalOuts)}
                </TotalCell>
              </td>
              {PITCHING_COLUMNS.map((count) => (
                <td key={count} aria-label={`${teamName} ${PITCHING_LABELS[count]} 합계`}>
                  <TotalCell path={`pitchingTotals.${side}.${count}`} messages={messages}>
                    {totalOf(count)}
                  </TotalCell>
                </td>
              ))}
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
