import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  applyEvent,
  createGameState,
  deriveRecord,
  gameEventProblem,
  narrateGame,
  PlayByPlayError,
  replayGame,
  toGameRecordBody,
  type GameEvent,
  type GameSetup,
  type GameState,
  type LeagueRules,
  type LineupEntry,
  type LineupPosition,
  type PlaysEditing,
  type PlaysPublic,
  type PlayStateView,
  type PlayWritten,
  type StoredPlay,
} from '@dugout/play-by-play';
import { DataSource, type EntityManager } from 'typeorm';
import { GAME_NOT_FOUND } from '../../common/errors/not-found';
import { writeForMain } from '../../common/read-cache/read-scope';
import { retryingTransaction } from '../../database/retrying-transaction';
import { GameEntryRepository } from '../../repositories/games/game-entry.repository';
import { GamePlaysRepository } from '../../repositories/game-plays/game-plays.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import type { Schedule } from '../../repositories/schedules/schedule.entity';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { GAME_ENTRY_MESSAGES, GameEntryService } from '../games/game-entry.service';
import { ScheduleReadService } from '../schedules/schedule-read.service';

export const GAME_PLAYS_MESSAGES = {
  notStarted: '플레이별 기록을 시작하지 않은 경기입니다.',
  noPlays: '문자 중계 기록이 없는 경기입니다.',
  alreadyStarted: '이미 플레이별 기록을 시작한 경기입니다.',
  boxScoreOnly: '이미 박스 스코어로 입력된 기록이 있는 경기입니다. 한 경기는 박스 스코어 입력과 플레이별 기록 중 하나로만 기록합니다.',
  noLineup: (team: string) => `${team}의 라인업이 제출되지 않았습니다. 두 팀 라인업이 모두 있어야 플레이별 기록을 시작할 수 있습니다.`,
  noPosition: (team: string, batNum: number) => `${team} 라인업의 ${batNum}번 타자에게 수비 위치가 없습니다.`,
  badPosition: (team: string, position: string) => `${team} 라인업의 수비 위치 '${position}'를 알 수 없습니다.`,
  badLastSeq: '마지막 기록 번호(lastSeq)는 0 이상의 정수여야 합니다.',
  stale: (loaded: number, current: number) =>
    `다른 사람이 먼저 기록을 입력했습니다 (불러온 마지막 기록 ${loaded}번, 현재 ${current}번). 그 사이의 기록을 확인한 뒤 다시 입력해 주세요.`,
  undoLastOnly: (last: number) => (last === 0 ? '되돌릴 기록이 없습니다.' : `마지막 기록(${last}번)만 되돌릴 수 있습니다.`),
  noSuchPlay: (seq: number) => `${seq}번 기록이 없습니다.`,
  badEvent: (problem: string) => `잘못된 기록입니다: ${problem}`,
  badPlayerId: '선수 번호(playerId, batterId, pitcherId)는 숫자로 된 선수 번호여야 합니다.',
  badRules: (problem: string) => `리그 규칙(rules)이 올바르지 않습니다: ${problem}`,
} as const;

/** A write against a last event that is no longer the last (409): carries the events the caller has not seen, so it loses nothing. */
export class StalePlaysException extends ConflictException {
  constructor(
    message: string,
    readonly lastSeq: number,
    readonly tail: StoredPlay[],
  ) {
    super(message);
  }
}

const POSITIONS: Record<string, LineupPosition> = { P: 1, C: 2, '1B': 3, '2B': 4, '3B': 5, SS: 6, LF: 7, CF: 8, RF: 9, DH: 10 };
const SIDE_NAMES = ['원정 팀', '홈 팀'] as const;
const PLAYER_ID = /^[1-9][0-9]{0,9}$/;

/**
 * A game recorded play by play (issue 28): the setup from the submitted lineups, the scorer's events
 * appended one at a time against the last one loaded (lastSeq), the last one undone, a past one
 * replaced with the whole game replayed; after each write the box score is derived with
 * @dugout/play-by-play and saved through the box-score entry as a draft, in the same transaction.
 */
@Injectable()
export class GamePlaysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: GamePlaysRepository,
    private readonly entryRepository: GameEntryRepository,
    private readonly schedules: SchedulesRepository,
    private readonly scheduleRead: ScheduleReadService,
    private readonly players: PlayersRepository,
    private readonly entry: GameEntryService,
  ) {}

  /** GET admin/write/game/{id}/plays. */
  async editing(gameId: number): Promise<PlaysEditing> {
    if (!(await this.scheduleRead.exists(gameId))) throw new NotFoundException(GAME_NOT_FOUND);
    const start = await this.repository.start(null, gameId);
    if (!start) return { gameId, started: false, setup: null, rules: null, events: [], lastSeq: 0, state: null };
    const plays = await this.repository.plays(null, gameId);
    const { state } = replayGame(start.setup, eventsOf(plays), start.rules);
    return { gameId, started: true, setup: start.setup, rules: start.rules, events: plays, lastSeq: lastSeqOf(plays), state: stateView(state) };
  }

  /** POST admin/write/game/{id}/plays/start {rules?}: the setup from both submitted lineups. */
  async start(gameId: number, userId: number, mainId: number, body: unknown): Promise<PlaysEditing> {
    const given = fieldOf(body, 'rules');
    const lineup = await this.entryRepository.lineup(gameId);
    await this.write(mainId, async (em) => {
      const schedule = await this.lock(em, gameId);
      if (schedule.isCancel) throw new BadRequestException(GAME_ENTRY_MESSAGES.cancelled);
      const { visitTeamId, homeTeamId } = schedule;
      if (visitTeamId === null || homeTeamId === null) throw new BadRequestException(GAME_ENTRY_MESSAGES.teamsNotDecided);
      if (await this.repository.start(em, gameId)) throw new ConflictException(GAME_PLAYS_MESSAGES.alreadyStarted);
      if (await this.entryRepository.meta(em, gameId)) throw new ConflictException(GAME_PLAYS_MESSAGES.boxScoreOnly);
      const lineups = ([visitTeamId, homeTeamId] as const).map((teamId, side) => lineupOf(lineup.filter((entry) => entry.teamId === teamId), SIDE_NAMES[side])) as [
        LineupEntry[],
        LineupEntry[],
      ];
      const setup: GameSetup = { gameId: String(gameId), visitor: String(visitTeamId), home: String(homeTeamId), lineups };
      const designatedHitter = lineups.some((entries) => entries.some(({ position }) => position === 10));
      const rules = given === undefined ? { innings: 9, designatedHitter, reentry: false } : checkedRules(given, designatedHitter);
      engine(() => createGameState(setup, rules));
      await this.repository.insertStart(em, gameId, { setup, rules, userId });
    });
    return this.editing(gameId);
  }

  /** POST admin/write/game/{id}/plays {lastSeq, event}: one event appended, the box score derived and saved. */
  append(gameId: number, userId: number, mainId: number, body: unknown): Promise<PlayWritten> {
    const { lastSeq, event } = writeInput(body);
    return this.write(mainId, async (em) => {
      const { schedule, setup, rules, plays } = await this.loadLocked(em, gameId, lastSeq);
      const replayed = replayGame(setup, eventsOf(plays), rules);
      const next = engine(() => applyEvent(replayed.state, event));
      const seq = lastSeq + 1;
      await this.repository.insertPlay(em, gameId, seq, event, userId);
      await this.saveDerived(em, schedule, userId, mainId, setup, [...eventsOf(plays), event], next);
      return { seq, lastSeq: seq, state: stateView(next) };
    });
  }

  /** DELETE admin/write/game/{id}/plays/{seq}: the last event undone, the box score derived again. */
  undo(gameId: number, userId: number, mainId: number, seq: number): Promise<PlayWritten> {
    return this.write(mainId, async (em) => {
      const { schedule, setup, rules, plays } = await this.loadLocked(em, gameId, null);
      const last = lastSeqOf(plays);
      if (seq !== last || last === 0) throw new ConflictException(GAME_PLAYS_MESSAGES.undoLastOnly(last));
      const kept = eventsOf(plays.slice(0, -1));
      const { state } = replayGame(setup, kept, rules);
      await this.repository.deletePlay(em, gameId, seq);
      await this.saveDerived(em, schedule, userId, mainId, setup, kept, state);
      return { seq, lastSeq: last - 1, state: stateView(state) };
    });
  }

  /** PUT admin/write/game/{id}/plays/{seq} {lastSeq, event}: a past event replaced, the whole game replayed. */
  edit(gameId: number, userId: number, mainId: number, seq: number, body: unknown): Promise<PlayWritten> {
    const { lastSeq, event } = writeInput(body);
    return this.write(mainId, async (em) => {
      const { schedule, setup, rules, plays } = await this.loadLocked(em, gameId, lastSeq);
      const index = plays.findIndex((play) => play.seq === seq);
      if (index < 0) throw new NotFoundException(GAME_PLAYS_MESSAGES.noSuchPlay(seq));
      const events = eventsOf(plays);
      events[index] = event;
      const { state } = engine(() => replayGame(setup, events, rules));
      await this.repository.replacePlay(em, gameId, seq, event, userId);
      await this.saveDerived(em, schedule, userId, mainId, setup, events, state);
      return { seq, lastSeq, state: stateView(state) };
    });
  }

  /** GET /api/game/{id}/plays: the events, where the game stands and the 문자 중계. */
  async publicPlays(gameId: number): Promise<PlaysPublic> {
    const [item, start] = await Promise.all([this.scheduleRead.scheduleItemById(gameId), this.repository.start(null, gameId)]);
    if (!item || !start) throw new NotFoundException(item ? GAME_PLAYS_MESSAGES.noPlays : GAME_NOT_FOUND);
    const plays = await this.repository.plays(null, gameId);
    const events = eventsOf(plays);
    const { state } = replayGame(start.setup, events, start.rules);
    const ids = [...start.setup.lineups.flat().map(({ playerId }) => playerId), ...events.flatMap((event) => (event.kind === 'substitution' || event.kind === 'runnerPlaced' ? [event.playerId] : []))];
    const names = await this.players.names(ids.map(Number));
    const teamNames = [item.visitTeamInfo?.teamName ?? '원정', item.homeTeamInfo?.teamName ?? '홈'] as const;
    const narration = narrateGame(start.setup, events, {
      playerName: (playerId) => names.get(Number(playerId)) ?? playerId,
      teamName: (side) => teamNames[side],
      rules: start.rules,
    });
    const players = Object.fromEntries([...names].map(([id, name]) => [String(id), name]));
    return { gameId, visitTeamName: teamNames[0], homeTeamName: teamNames[1], events: plays, lastSeq: lastSeqOf(plays), state: stateView(state), narration, players };
  }

  /** The schedule row locked, the start and the stored events; a stale lastSeq (when given) is refused with the events the caller has not seen. */
  private async loadLocked(em: EntityManager, gameId: number, lastSeq: number | null) {
    const schedule = await this.lock(em, gameId);
    const start = await this.repository.start(em, gameId);
    if (!start) throw new ConflictException(GAME_PLAYS_MESSAGES.notStarted);
    const meta = await this.entryRepository.meta(em, gameId);
    if (meta && meta.state !== 'draft' && !meta.correctionOpen) throw new ConflictException(GAME_ENTRY_MESSAGES.locked);
    const plays = await this.repository.plays(em, gameId);
    const current = lastSeqOf(plays);
    if (lastSeq !== null && lastSeq !== current) {
      throw new StalePlaysException(GAME_PLAYS_MESSAGES.stale(lastSeq, current), current, plays.filter((play) => play.seq > lastSeq));
    }
    return { schedule, setup: start.setup, rules: start.rules, plays };
  }

  private async lock(em: EntityManager, gameId: number): Promise<Schedule> {
    const schedule = await this.schedules.lockForUpdate(em, gameId);
    if (!schedule) throw new NotFoundException(GAME_NOT_FOUND);
    return schedule;
  }

  /** The box score of the events, saved through the entry's own path (checks, version, audit, totals, live score). */
  private async saveDerived(em: EntityManager, schedule: Schedule, userId: number, mainId: number, setup: GameSetup, events: GameEvent[], state: GameState): Promise<void> {
    const record = toGameRecordBody(setup, events, { state, record: deriveRecord(state) }, { playerId: Number });
    await this.entry.saveDerivedLocked(em, schedule, userId, mainId, record);
  }

  private write<T>(mainId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return writeForMain(mainId, () => retryingTransaction(this.dataSource, work));
  }
}

const eventsOf = (plays: readonly StoredPlay[]): GameEvent[] => plays.map(({ event }) => event);
const lastSeqOf = (plays: readonly StoredPlay[]): number => plays.at(-1)?.seq ?? 0;

function stateView(state: GameState): PlayStateView {
  const offense = state.teams[state.half];
  const base = (n: number) => state.bases[n]?.playerId ?? null;
  return {
    inning: state.inning,
    half: state.half,
    outs: state.outs,
    balls: state.balls,
    strikes: state.strikes,
    score: [state.score[0], state.score[1]],
    bases: [base(1), base(2), base(3)],
    batter: { side: state.half, slot: offense.nextSlot, playerId: offense.slots[offense.nextSlot] || null },
    pitchers: [state.teams[0].pitcherId, state.teams[1].pitcherId],
    over: state.over,
    overReason: state.overReason ?? null,
  };
}

/** The engine's refusal (its Korean reason) as a 400; nothing is saved. */
function engine<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof PlayByPlayError) throw new BadRequestException(error.message);
    throw error;
  }
}

function fieldOf(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;
}

/** {lastSeq, event} checked before anything is read: a malformed event is a Korean 400, never a TypeError. */
function writeInput(body: unknown): { lastSeq: number; event: GameEvent } {
  const lastSeq = fieldOf(body, 'lastSeq');
  if (typeof lastSeq !== 'number' || !Number.isInteger(lastSeq) || lastSeq < 0) throw new BadRequestException(GAME_PLAYS_MESSAGES.badLastSeq);
  const event = fieldOf(body, 'event');
  const problem = gameEventProblem(event);
  if (problem !== null) throw new BadRequestException(GAME_PLAYS_MESSAGES.badEvent(problem));
  const record = event as Record<string, unknown>;
  for (const key of ['playerId', 'batterId', 'pitcherId']) {
    if (record[key] !== undefined && !PLAYER_ID.test(record[key] as string)) throw new BadRequestException(GAME_PLAYS_MESSAGES.badPlayerId);
  }
  return { lastSeq, event: event as GameEvent };
}

/** One team's submitted lineup as the engine's: batters 1-9, the pitcher who does not bat at 0, reserves left out. */
function lineupOf(entries: readonly { playerId: number; batNum: number; position: string | null }[], team: string): LineupEntry[] {
  const starters = entries.filter(({ batNum }) => batNum < 100);
  if (starters.length === 0) throw new BadRequestException(GAME_PLAYS_MESSAGES.noLineup(team));
  return starters.map(({ playerId, batNum, position }) => {
    const slot = batNum <= 0 ? 0 : batNum;
    if (slot === 0) return { playerId: String(playerId), slot, position: 1 };
    if (!position) throw new BadRequestException(GAME_PLAYS_MESSAGES.noPosition(team, batNum));
    const code = POSITIONS[position.toUpperCase()];
    if (code === undefined) throw new BadRequestException(GAME_PLAYS_MESSAGES.badPosition(team, position));
    return { playerId: String(playerId), slot, position: code };
  });
}

const isInt = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A league's rules as given: innings 1-15, mercy rules and the tiebreaker in their shapes, and nothing else (DH by default when a lineup has one). */
function checkedRules(input: unknown, lineupHasDh: boolean): LeagueRules {
  const bad = (problem: string): never => {
    throw new BadRequestException(GAME_PLAYS_MESSAGES.badRules(problem));
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return bad('객체여야 합니다.');
  const rules = input as Record<string, unknown>;
  for (const key of Object.keys(rules)) {
    if (!['innings', 'designatedHitter', 'reentry', 'mercy', 'tiebreaker'].includes(key)) bad(`${key}는 규칙에 없는 항목입니다.`);
  }
  const { innings, designatedHitter, reentry, mercy, tiebreaker } = rules;
  if (!isInt(innings, 1, 15)) return bad('innings는 1~15 사이의 정수여야 합니다.');
  if (designatedHitter !== undefined && typeof designatedHitter !== 'boolean') bad('designatedHitter는 true 또는 false여야 합니다.');
  if (reentry !== undefined && typeof reentry !== 'boolean') bad('reentry는 true 또는 false여야 합니다.');
  const checked: LeagueRules = { innings, designatedHitter: (designatedHitter as boolean | undefined) ?? lineupHasDh, reentry: (reentry as boolean | undefined) ?? false };
  if (mercy !== undefined) {
    if (!Array.isArray(mercy) || mercy.length > 5) return bad('mercy는 5개 이하의 배열이어야 합니다.');
    checked.mercy = mercy.map((rule: unknown, index) => {
      const fields = (typeof rule === 'object' && rule !== null ? rule : {}) as Record<string, unknown>;
      const extra = Object.keys(fields).find((key) => key !== 'runs' && key !== 'afterInning');
      if (extra !== undefined || !isInt(fields['runs'], 1, 99) || !isInt(fields['afterInning'], 1, innings)) {
        return bad(`mercy[${index}]는 { runs: 1~99, afterInning: 1~${innings} } 모양이어야 합니다.`);
      }
      return { runs: fields['runs'], afterInning: fields['afterInning'] };
    });
  }
  if (tiebreaker !== undefined) {
    const fields = (typeof tiebreaker === 'object' && tiebreaker !== null && !Array.isArray(tiebreaker) ? tiebreaker : {}) as Record<string, unknown>;
    const bases = fields['bases'];
    const extra = Object.keys(fields).find((key) => key !== 'fromInning' && key !== 'bases');
    const basesOk = Array.isArray(bases) && bases.length >= 1 && bases.length <= 3 && new Set(bases).size === bases.length && bases.every((base) => isInt(base, 1, 3));
    if (extra !== undefined || !isInt(fields['fromInning'], 2, 30) || !basesOk) return bad('tiebreaker는 { fromInning: 2~30, bases: [1~3 중 서로 다른 베이스] } 모양이어야 합니다.');
    checked.tiebreaker = { fromInning: fields['fromInning'], bases: bases as (1 | 2 | 3)[] };
  }
  return checked;
}
