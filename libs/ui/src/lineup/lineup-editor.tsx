import { useId, useState, type ReactNode } from 'react';
import { isApiError } from '@dugout/auth';
import { LINEUP_POSITIONS, type GameLineupEntryInput, type GameOrderPlayer, type GameOrderTeam } from '@dugout/contracts';
import { Button } from '../components/button';
import { DataTable } from '../components/data-table';
import { Panel } from '../components/panel';
import { FormAlert } from '../forms/form-alert';
import { draftFromEntries, draftProblems, entriesFromDraft, hasProblems, positionOptionLabel, type LineupDraft, type StarterRow } from './lineup-draft';
import './lineup-editor.css';

const MAX_STARTERS = 99;
const SIDE_LABELS = { visit: '원정', home: '홈' } as const;

/** What the button does: a league manager saves a side, a team submits its own. */
const ACTION_TEXTS = {
  save: {
    button: '저장',
    busy: '저장 중…',
    done: '라인업을 저장했습니다.',
    fixFirst: '저장하기 전에 라인업의 문제를 고쳐 주세요.',
    failed: '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  submit: {
    button: '라인업 제출',
    busy: '제출 중…',
    done: '라인업을 제출했습니다.',
    fixFirst: '제출하기 전에 라인업의 문제를 고쳐 주세요.',
    failed: '제출하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const;

export type LineupAction = keyof typeof ACTION_TEXTS;

export function playerOptionLabel(player: GameOrderPlayer): string {
  const name = player.backnumber ? `${player.playerName} (${player.backnumber}번)` : player.playerName;
  return player.eligible ? name : `${name} — 출전 불가: ${player.reasons.join(' ')}`;
}

/** The server's refusal as one line: its summary and the messages by field, each once. */
function refusalText(error: unknown, failed: string): string {
  if (!isApiError(error) || error.status >= 500) return failed;
  return [...new Set([error.message, ...Object.values(error.errors ?? {})].filter(Boolean))].join(' ');
}

function Problems({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="dg-lineup__problems">
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
  disabled: boolean;
  problemsId?: string;
  invalid: boolean;
  onChange: (playerId: number | null) => void;
}

/** A roster select: players who may not play stay in the list, disabled, with the reason. */
function PlayerSelect({ label, value, players, disabled, problemsId, invalid, onChange }: PlayerSelectProps) {
  return (
    <select
      aria-label={label}
      className={`dg-input${invalid ? ' dg-input--invalid' : ''}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? problemsId : undefined}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value) || null)}
    >
      <option value="">선수 선택</option>
      {players.map((player) => (
        <option key={player.playerId} value={player.playerId} disabled={!player.eligible && player.playerId !== value}>
          {playerOptionLabel(player)}
        </option>
      ))}
    </select>
  );
}

/** A row of the batting order: a starter by his place, or the starting pitcher who does not bat (DH). */
type LineupRow = { kind: 'starter'; index: number; starter: StarterRow } | { kind: 'pitcher' };

export interface LineupEditorProps {
  /** The side: its saved lineup and its roster. */
  team: GameOrderTeam;
  title: ReactNode;
  action: LineupAction;
  /** Why the lineup can no longer change (a cancelled game, a passed deadline); the form is then read only. */
  lockedNote?: string | null;
  /** Sends the lineup; a refusal is shown in Korean. */
  onSave: (entries: GameLineupEntryInput[]) => Promise<void>;
  className?: string;
}

/** One side's lineup: batters 1-9 (or more), the starting pitcher with a DH, reserves, and its own button. */
export function LineupEditor({ team, title, action, lockedNote = null, onSave, className }: LineupEditorProps) {
  const texts = ACTION_TEXTS[action];
  const locked = Boolean(lockedNote);
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
      setStatus({ tone: 'error', message: texts.fixFirst });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      await onSave(entriesFromDraft(draft));
      setStatus({ tone: 'info', message: texts.done });
    } catch (error) {
      setStatus({ tone: 'error', message: refusalText(error, texts.failed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel className={className} title={title}>
      {lockedNote ? <FormAlert tone="error">{lockedNote}</FormAlert> : null}
      <DataTable
        bare
        className="dg-lineup__table"
        caption="타순"
        captionHidden
        columns={[
          { key: 'batNum', header: '타순', rowHeader: true, render: (row) => (row.kind === 'pitcher' ? '선발 투수' : row.index + 1) },
          {
            key: 'player',
            header: '선수',
            render: (row) => {
              const batNum = row.kind === 'pitcher' ? 0 : row.index + 1;
              const messages = row.kind === 'pitcher' ? problems.pitcher : (problems.starters[row.index] ?? []);
              const problemsId = row.kind === 'pitcher' ? `${baseId}-pitcher` : `${baseId}-starter-${batNum}`;
              return (
                <>
                  <PlayerSelect
                    label={row.kind === 'pitcher' ? '선발 투수' : `${batNum}번 타자`}
                    value={row.kind === 'pitcher' ? draft.pitcherId : row.starter.playerId}
                    players={team.players}
                    disabled={locked}
                    problemsId={problemsId}
                    invalid={messages.length > 0}
                    onChange={(playerId) => (row.kind === 'pitcher' ? change({ ...draft, pitcherId: playerId }) : setStarter(row.index, { playerId }))}
                  />
                  <Problems id={problemsId} messages={messages} />
                </>
              );
            },
          },
          {
            key: 'position',
            header: '수비 위치',
            render: (row) =>
              row.kind === 'pitcher' ? (
                positionOptionLabel('P')
              ) : (
                <div className="dg-lineup__position">
                  <select
                    aria-label={`${row.index + 1}번 수비 위치`}
                    className="dg-input"
                    value={row.starter.position}
                    disabled={locked}
                    onChange={(event) => setStarter(row.index, { position: event.target.value })}
                  >
                    <option value="">위치 선택</option>
                    {LINEUP_POSITIONS.map((code) => (
                      <option key={code} value={code}>
                        {positionOptionLabel(code)}
                      </option>
                    ))}
                  </select>
                  {!locked && row.index >= 9 && row.index === draft.starters.length - 1 ? (
                    <Button variant="ghost" size="sm" onClick={() => change({ ...draft, starters: draft.starters.slice(0, -1) })}>
                      {row.index + 1}번 타자 빼기
                    </Button>
                  ) : null}
                </div>
              ),
          },
        ]}
        rows={[...draft.starters.map((starter, index): LineupRow => ({ kind: 'starter', index, starter })), ...(draft.dh ? [{ kind: 'pitcher' } as const] : [])]}
        rowKey={(row) => (row.kind === 'pitcher' ? 0 : row.index + 1)}
      />
      <div className="dg-lineup__tools">
        <label>
          <input type="checkbox" checked={draft.dh} disabled={locked} onChange={(event) => change({ ...draft, dh: event.target.checked })} /> 지명타자(DH) 사용 — 선발 투수는
          타순 밖(0번)에 넣습니다
        </label>
        {!locked && draft.starters.length < MAX_STARTERS ? (
          <Button variant="secondary" size="sm" onClick={() => change({ ...draft, starters: [...draft.starters, { playerId: null, position: '' }] })}>
            타자 추가
          </Button>
        ) : null}
      </div>

      <h3 className="dg-lineup__subtitle">후보 선수</h3>
      {draft.reserves.length === 0 ? <p className="dg-lineup__empty">후보 선수가 없습니다.</p> : null}
      <ol className="dg-lineup__reserves" aria-label={`${sideLabel} 후보 선수`}>
        {draft.reserves.map((playerId, index) => {
          const player = byId.get(playerId);
          return (
            <li key={playerId}>
              <span>{player ? playerOptionLabel(player) : `선수 번호 ${playerId}`}</span>{' '}
              {locked ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${player?.playerName ?? playerId} 후보에서 빼기`}
                  onClick={() => change({ ...draft, reserves: draft.reserves.filter((id) => id !== playerId) })}
                >
                  빼기
                </Button>
              )}
              <Problems id={`${baseId}-reserve-${playerId}`} messages={problems.reserves[index] ?? []} />
            </li>
          );
        })}
      </ol>
      {locked ? null : (
        <div className="dg-lineup__tools">
          <PlayerSelect label="후보로 넣을 선수" value={reserveChoice} players={remaining} disabled={false} invalid={false} onChange={setReserveChoice} />
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
      )}

      {problems.general.length > 0 ? (
        <div aria-live="polite">
          <Problems id={`${baseId}-general`} messages={problems.general} />
        </div>
      ) : null}
      {status ? <FormAlert tone={status.tone}>{status.message}</FormAlert> : null}
      {locked ? null : (
        <div className="dg-lineup__save">
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? texts.busy : texts.button}
          </Button>
        </div>
      )}
    </Panel>
  );
}
