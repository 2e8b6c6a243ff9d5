import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import {
  classifyBatNum,
  formatDateTime,
  formatOpponent,
  LINEUP_LIMITS,
  lineupPositions,
  lineupProblems,
  type GameLineupEntryInput,
  type GameOrderPlayer,
  type TeamLineupForm,
  type TeamLineupOpponent,
} from '@dugout/contracts';
import { Button, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, buttonClassName } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useTeamOrder } from '../api/get-team-order';
import { useSaveTeamOrder } from '../api/save-team-order';
import './lineups.css';

export const SAVED = '라인업을 제출했습니다.';
export const HIDDEN_NOTE = '상대 팀 라인업은 양 팀이 모두 제출하거나 제출 마감이 지나면 공개됩니다.';
const SAVE_FAILED = '제출하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const RESERVE_FROM = 100;

interface Starter {
  playerId: number | null;
  position: string;
}
interface Draft {
  starters: Starter[];
  dh: boolean;
  pitcherId: number | null;
  reserves: number[];
}

function draftOf(entries: readonly GameLineupEntryInput[]): Draft {
  const kind = (entry: GameLineupEntryInput) => classifyBatNum(entry.batNum);
  const starters = Array.from({ length: Math.max(LINEUP_LIMITS.startersMin, ...entries.filter((e) => kind(e) === 'starter').map((e) => e.batNum)) }, (_, index) => {
    const entry = entries.find((e) => kind(e) === 'starter' && e.batNum === index + 1);
    return { playerId: entry?.playerId ?? null, position: entry?.position ?? '' };
  });
  const pitcher = entries.find((e) => kind(e) === 'startingPitcher');
  return {
    starters,
    dh: pitcher !== undefined,
    pitcherId: pitcher?.playerId ?? null,
    reserves: entries.filter((e) => kind(e) === 'reserve').sort((a, b) => a.batNum - b.batNum).map((e) => e.playerId),
  };
}

function entriesOf(draft: Draft): GameLineupEntryInput[] {
  const entries: GameLineupEntryInput[] = [];
  draft.starters.forEach((row, index) => {
    if (row.playerId !== null) entries.push({ playerId: row.playerId, batNum: index + 1, position: row.position || null });
  });
  if (draft.dh && draft.pitcherId !== null) entries.push({ playerId: draft.pitcherId, batNum: 0, position: 'P' });
  draft.reserves.forEach((playerId, index) => entries.push({ playerId, batNum: RESERVE_FROM + index, position: null }));
  return entries;
}

const playerName = (player: GameOrderPlayer) => (player.backnumber ? `${player.playerName} (${player.backnumber}번)` : player.playerName);
const optionLabel = (player: GameOrderPlayer) => (player.eligible ? playerName(player) : `${playerName(player)} — 출전 불가: ${player.reasons.join(' ')}`);

function PlayerSelect(props: { label: string; value: number | null; players: readonly GameOrderPlayer[]; disabled: boolean; onChange: (id: number | null) => void }) {
  return (
    <select aria-label={props.label} className="dg-input" value={props.value ?? ''} disabled={props.disabled} onChange={(event) => props.onChange(Number(event.target.value) || null)}>
      <option value="">선수 선택</option>
      {props.players.map((player) => (
        <option key={player.playerId} value={player.playerId} disabled={!player.eligible && player.playerId !== props.value}>
          {optionLabel(player)}
        </option>
      ))}
    </select>
  );
}

function OpponentLineup({ opponent }: { opponent: TeamLineupOpponent }) {
  const title = `상대 팀 · ${opponent.teamName ?? '미정'} (${opponent.submitted ? '제출' : '미제출'})`;
  return (
    <Panel title={title}>
      {opponent.hidden || !opponent.submitted ? (
        <p>{opponent.submitted ? HIDDEN_NOTE : '상대 팀이 아직 라인업을 제출하지 않았습니다.'}</p>
      ) : (
        <table className="tl-form__table" aria-label="상대 팀 라인업">
          <thead>
            <tr>
              <th scope="col">타순</th>
              <th scope="col">수비 위치</th>
              <th scope="col">선수</th>
            </tr>
          </thead>
          <tbody>
            {opponent.entries.map((entry) => {
              const kind = classifyBatNum(entry.batNum);
              return (
                <tr key={`${entry.batNum}-${entry.player.playerName}`}>
                  <td>{kind === 'starter' ? entry.batNum : kind === 'startingPitcher' ? '선발 투수' : '후보'}</td>
                  <td>{kind === 'reserve' ? '' : lineupPositions.label(entry.position)}</td>
                  <td>{entry.player.playerName}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

function LineupEditor({ teamId, form }: { teamId: string; form: TeamLineupForm }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(form.own.entries));
  const [status, setStatus] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useSaveTeamOrder(teamId);
  const locked = form.game.closed;
  const players = form.own.players;
  const entries = entriesOf(draft);
  const problems = entries.length === 0 ? [] : lineupProblems(entries);
  const chosen = new Set(entries.map((entry) => entry.playerId));
  const change = (next: Draft) => {
    setDraft(next);
    setStatus(null);
  };
  const setStarter = (index: number, row: Partial<Starter>) =>
    change({ ...draft, starters: draft.starters.map((current, at) => (at === index ? { ...current, ...row } : current)) });

  const submit = async () => {
    if (problems.length > 0 || entries.length === 0) {
      setStatus({ tone: 'error', text: '제출하기 전에 라인업의 문제를 고쳐 주세요.' });
      return;
    }
    setSaving(true);
    try {
      const saved = await save(form.game.gameId, entries);
      setDraft(draftOf(saved.own.entries));
      setStatus({ tone: 'info', text: SAVED });
    } catch (error) {
      const text = isApiError(error) && error.status < 500 ? [...new Set([error.message, ...Object.values(error.errors ?? {})])].filter(Boolean).join(' ') : SAVE_FAILED;
      setStatus({ tone: 'error', text });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={`우리 팀 · ${form.own.teamName} (${form.own.submitted ? '제출' : '미제출'})`}>
      {locked ? <FormAlert tone="error">제출 마감이 지났습니다. 라인업을 바꾸려면 리그 관리자에게 요청해 주세요.</FormAlert> : null}
      {status ? <FormAlert tone={status.tone}>{status.text}</FormAlert> : null}
      <table className="tl-form__table tl-form__table--editor" aria-label="타순">
        <thead>
          <tr>
            <th scope="col">타순</th>
            <th scope="col">선수</th>
            <th scope="col">수비 위치</th>
          </tr>
        </thead>
        <tbody>
          {draft.starters.map((row, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>
                <PlayerSelect label={`${index + 1}번 타자`} value={row.playerId} players={players} disabled={locked} onChange={(playerId) => setStarter(index, { playerId })} />
              </td>
              <td>
                <select aria-label={`${index + 1}번 수비 위치`} className="dg-input" value={row.position} disabled={locked} onChange={(event) => setStarter(index, { position: event.target.value })}>
                  <option value="">위치 선택</option>
                  {lineupPositions.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {`${option.label} (${option.value})`}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
          {draft.dh ? (
            <tr>
              <th scope="row">선발 투수</th>
              <td>
                <PlayerSelect label="선발 투수" value={draft.pitcherId} players={players} disabled={locked} onChange={(pitcherId) => change({ ...draft, pitcherId })} />
              </td>
              <td>{lineupPositions.label('P')} (P)</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <p>
        <label>
          <input type="checkbox" checked={draft.dh} disabled={locked} onChange={(event) => change({ ...draft, dh: event.target.checked })} /> 지명타자(DH) 사용 — 선발
          투수는 타순 밖에 넣습니다
        </label>
      </p>
      <fieldset disabled={locked}>
        <legend>후보 선수</legend>
        <ul className="tl-form__reserves">
          {players
            .filter((player) => draft.reserves.includes(player.playerId) || !chosen.has(player.playerId))
            .map((player) => (
              <li key={player.playerId}>
                <label>
                  <input
                    type="checkbox"
                    checked={draft.reserves.includes(player.playerId)}
                    disabled={!player.eligible && !draft.reserves.includes(player.playerId)}
                    onChange={(event) =>
                      change({ ...draft, reserves: event.target.checked ? [...draft.reserves, player.playerId] : draft.reserves.filter((id) => id !== player.playerId) })
                    }
                  />{' '}
                  {playerName(player)}
                  {player.eligible ? null : <span className="tl-form__reason"> — 출전 불가: {player.reasons.join(' ')}</span>}
                </label>
              </li>
            ))}
        </ul>
      </fieldset>
      {problems.length > 0 ? (
        <ul className="tl-form__problems" aria-label="라인업 확인">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {locked ? null : (
        <div className="tl-form__actions">
          <Button onClick={() => void submit()} disabled={saving}>
            {saving ? '제출 중…' : '라인업 제출'}
          </Button>
        </div>
      )}
    </Panel>
  );
}

/** /team/admin/{teamId}/orderForm/{leagueId}/{gameId} (라인업 작성): the team's lineup for one game until the deadline. */
export function OrderFormPage() {
  const { teamId = '', gameId = '' } = useParams<{ teamId: string; gameId: string }>();
  const order = useTeamOrder(teamId, gameId);
  const back = (
    <Link className={buttonClassName('secondary', 'sm')} to={teamAdminPath(teamId, 'orderList')}>
      경기 목록
    </Link>
  );
  if (order.error && !order.data) {
    return (
      <>
        <PageHeader title="라인업 작성" actions={back} />
        <ErrorPanel title="라인업을 불러오지 못했습니다" message={order.error.message} onRetry={() => void order.mutate()} />
      </>
    );
  }
  if (!order.data) return <Skeleton label="라인업을 불러오는 중입니다…" />;
  const { game } = order.data;
  return (
    <>
      <PageHeader
        title={`라인업 작성 · ${game.opponent.teamName ?? '미정'}전`}
        description={`${formatOpponent(game.opponent.teamName, game.side)} · ${formatDateTime(game.scheduleTime)} · ${game.leagueName}${game.groundName ? ` · ${game.groundName}` : ''} · 제출 마감 ${formatDateTime(game.deadline)} (경기 ${order.data.deadlineMinutes}분 전)`}
        actions={back}
      />
      <LineupEditor key={game.gameId} teamId={teamId} form={order.data} />
      <OpponentLineup opponent={order.data.opponent} />
    </>
  );
}
