import { useId, useState } from 'react';
import { isApiError } from '@dugout/auth';
import { LINEUP_POSITIONS, type GameOrderPlayer, type GameOrderTeam } from '@dugout/contracts';
import { Button, FormAlert, Panel } from '@dugout/ui';
import { saveGameLineup } from '../api/save-game-lineup';
import {
  draftFromEntries,
  draftProblems,
  entriesFromDraft,
  hasProblems,
  positionOptionLabel,
  type LineupDraft,
  type StarterRow,
} from '../lib/lineup-draft';

const SAVED = '라인업을 저장했습니다.';
const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const FIX_FIRST = '저장하기 전에 라인업의 문제를 고쳐 주세요.';
const MAX_STARTERS = 99;
const SIDE_LABELS = { visit: '원정', home: '홈' } as const;

export function playerLabel(player: GameOrderPlayer): string {
  const name = player.backnumber ? `${player.playerName} (${player.backnumber}번)` : player.playerName;
  return player.eligible ? name : `${name} — 출전 불가: ${player.reasons.join(' ')}`;
}

/** The server's refusal as one line: its summary and the messages by field, each once. */
function serverMessage(error: unknown): string {
  if (!isApiError(error)) return SAVE_FAILED;
  return [...new Set([error.message, ...Object.values(error.errors)].filter(Boolean))].join(' ');
}

function Problems({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="dg-game-order__problems">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

interface PlayerSelectProps {
  label: string;
  value: number | null;
  players: readonly GameOrderPlayer[];
  problemsId?: string;
  invalid: boolean;
  onChange: (playerId: number | null) => void;
}

/** A roster select: players who may not play stay in the list, disabled, with the reason. */
function PlayerSelect({ label, value, players, problemsId, invalid, onChange }: PlayerSelectProps) {
  return (
    <select
      aria-label={label}
      className={`dg-input${invalid ? ' dg-input--invalid' : ''}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? problemsId : undefined}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value) || null)}
    >
      <option value="">선수 선택</option>
      {players.map((player) => (
        <option key={player.playerId} value={player.playerId} disabled={!player.eligible && player.playerId !== value}>
          {playerLabel(player)}
        </option>
      ))}
    </select>
  );
}

export interface LineupEditorProps {
  gameId: number;
  team: GameOrderTeam;
  /** Saving is refused for a cancelled game; the reason is shown instead of the button. */
  locked: string | null;
  onSaved: (team: GameOrderTeam) => void;
}

/** One side's lineup: batters 1-9 (or more), the starting pitcher with a DH, reserves, and its own 저장. */
export function LineupEditor({ gameId, team, locked, onSaved }: LineupEditorProps) {
  const [draft, setDraft] = useState<LineupDraft>(() => draftFromEntries(team.entries));
  const [reserveChoice, setReserveChoice] = useState<number | null>(null);
  const [status, setStatus] = useState<{ tone: 'error' | 'info'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const baseId = useId();
  const problems = draftProblems(draft, team.players);
  const byId = new Map(team.players.map((player) => [player.playerId, player]));
  const inLineup = new Set(entriesFromDraft(draft).map((entry) => entry.playerId));
  const remaining = team.players.filter((player) => !inLineup.has(player.playerId));
  const sideLabel = SIDE_LABELS[team.side];

  const change = (next: LineupDraft) => {
    setDraft(next);
    setStatus(null);
  };
  const setStarter = (index: number, row: Partial<StarterRow>) =>
    change({ ...draft, starters: draft.starters.map((current, at) => (at === index ? { ...current, ...row } : current)) });

  const save = async () => {
    if (hasProblems(problems)) {
      setStatus({ tone: 'error', message: FIX_FIRST });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const saved = await saveGameLineup(gameId, team.teamId, entriesFromDraft(draft));
      setStatus({ tone: 'info', message: SAVED });
      onSaved(saved);
    } catch (error) {
      setStatus({ tone: 'error', message: serverMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel
      className="dg-game-order__team"
      title={
        <>
          {sideLabel} · {team.teamName}{' '}
          <span className="dg-game-order__submitted" data-submitted={team.submitted}>
            {team.submitted ? '제출됨' : '미제출'}
          </span>
        </>
      }
    >
      <table className="dg-game-order__table">
        <thead>
          <tr>
            <th scope="col">타순</th>
            <th scope="col">선수</th>
            <th scope="col">수비 위치</th>
          </tr>
        </thead>
        <tbody>
          {draft.starters.map((row, index) => {
            const batNum = index + 1;
            const messages = problems.starters[index] ?? [];
            const problemsId = `${baseId}-starter-${batNum}`;
            return (
              <tr key={batNum} data-bat-num={batNum}>
                <th scope="row">{batNum}</th>
                <td>
                  <PlayerSelect
                    label={`${batNum}번 타자`}
                    value={row.playerId}
                    players={team.players}
                    problemsId={problemsId}
                    invalid={messages.length > 0}
                    onChange={(playerId) => setStarter(index, { playerId })}
                  />
                  <Problems id={problemsId} messages={messages} />
                </td>
                <td>
                  <div className="dg-game-order__position">
                    <select
                      aria-label={`${batNum}번 수비 위치`}
                      className="dg-input"
                      value={row.position}
                      onChange={(event) => setStarter(index, { position: event.target.value })}
                    >
                      <option value="">위치 선택</option>
                      {LINEUP_POSITIONS.map((code) => (
                        <option key={code} value={code}>
                          {positionOptionLabel(code)}
                        </option>
                      ))}
                    </select>
                    {index >= 9 && index === draft.starters.length - 1 ? (
                      <Button variant="ghost" size="sm" onClick={() => change({ ...draft, starters: draft.starters.slice(0, -1) })}>
                        {batNum}번 타자 빼기
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
          {draft.dh ? (
            <tr data-bat-num={0}>
              <th scope="row">선발 투수</th>
              <td>
                <PlayerSelect
                  label="선발 투수"
                  value={draft.pitcherId}
                  players={team.players}
                  problemsId={`${baseId}-pitcher`}
                  invalid={problems.pitcher.length > 0}
                  onChange={(pitcherId) => change({ ...draft, pitcherId })}
                />
                <Problems id={`${baseId}-pitcher`} messages={problems.pitcher} />
              </td>
              <td>{positionOptionLabel('P')}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <div className="dg-game-order__tools">
        <label className="dg-game-order__dh">
          <input type="checkbox" checked={draft.dh} onChange={(event) => change({ ...draft, dh: event.target.checked })} /> 지명타자(DH) 사용 — 선발 투수는 타순
          밖(0번)에 넣습니다
        </label>
        {draft.starters.length < MAX_STARTERS ? (
          <Button variant="secondary" size="sm" onClick={() => change({ ...draft, starters: [...draft.starters, { playerId: null, position: '' }] })}>
            타자 추가
          </Button>
        ) : null}
      </div>

      <h3 className="dg-game-order__subtitle">후보 선수</h3>
      {draft.reserves.length === 0 ? <p className="dg-game-order__empty">후보 선수가 없습니다.</p> : null}
      <ol className="dg-game-order__reserves" aria-label={`${sideLabel} 후보 선수`}>
        {draft.reserves.map((playerId, index) => {
          const player = byId.get(playerId);
          const name = player ? playerLabel(player) : `선수 번호 ${playerId}`;
          return (
            <li key={playerId}>
              <span>{name}</span>{' '}
              <Button variant="ghost" size="sm" aria-label={`${player?.playerName ?? playerId} 후보에서 빼기`} onClick={() => change({ ...draft, reserves: draft.reserves.filter((id) => id !== playerId) })}>
                빼기
              </Button>
              <Problems id={`${baseId}-reserve-${playerId}`} messages={problems.reserves[index] ?? []} />
            </li>
          );
        })}
      </ol>
      <div className="dg-game-order__tools">
        <PlayerSelect label="후보로 넣을 선수" value={reserveChoice} players={remaining} invalid={false} onChange={setReserveChoice} />
        <Button
          variant="secondary"
          size="sm"
          disabled={reserveChoice === null || !remaining.some((player) => player.playerId === reserveChoice)}
          onClick={() => {
            if (reserveChoice === null) return;
            change({ ...draft, reserves: [...draft.reserves, reserveChoice] });
            setReserveChoice(null);
          }}
        >
          후보 추가
        </Button>
      </div>

      {problems.general.length > 0 ? (
        <div className="dg-game-order__general" aria-live="polite">
          <Problems id={`${baseId}-general`} messages={problems.general} />
        </div>
      ) : null}
      {status ? <FormAlert tone={status.tone}>{status.message}</FormAlert> : null}
      <div className="dg-game-order__save">
        {locked ? (
          <p className="dg-game-order__locked">{locked}</p>
        ) : (
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? '저장 중…' : '저장'}
          </Button>
        )}
      </div>
    </Panel>
  );
}
