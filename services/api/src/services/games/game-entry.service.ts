import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BATTING_COUNTS,
  checkBoxScore,
  PITCHING_COUNTS,
  type AuditChanges,
  type AuditValue,
  type BattingLineEntry,
  type EntryPlayer,
  type GameLinesEntry,
  type GameRecordBody,
  type GameRecordEditing,
  type GameRecordSaved,
  type GameRecordState,
  type GameRecordVersionItem,
  type GameScoreboardEntry,
  type GameSide,
  type PitchingLineEntry,
} from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ConcurrencyLimiter, LimiterBusyError } from '../../common/concurrency/concurrency-limiter';
import { RetryLaterException } from '../../common/errors/retry-later.exception';
import { AppConfig } from '../../config/app-config';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { writeForMain } from '../../common/read-cache/read-scope';
import { retryingTransaction } from '../../database/retrying-transaction';
import { PlayersService } from '../players/players.service';
import { GAME_NOT_FOUND } from '../../common/errors/not-found';
import { ScheduleReadService } from '../schedules/schedule-read.service';
import { SchedulesService } from '../schedules/schedules.service';
import { TeamsService } from '../teams/teams.service';
import { GameEntryRepository } from '../../repositories/games/game-entry.repository';
import { GamePlaysRepository } from '../../repositories/game-plays/game-plays.repository';
import { GAME_RECORD_REFUSALS, GameRecordService, type StoredGameRecord } from './game-record.service';
import type { GameRecordInput, RecordMeta, RecordState } from '../../repositories/games/game-record.types';
import { GamesRepository } from '../../repositories/games/games.repository';
import type { Schedule } from '../../repositories/schedules/schedule.entity';

export const GAME_ENTRY_MESSAGES = {
  ...GAME_RECORD_REFUSALS,
  badVersion: '버전(version)은 불러온 기록의 버전 번호이거나, 기록이 없던 경기라면 null이어야 합니다.',
  stale: (loaded: number | null, current: number | null) =>
    `다른 사람이 먼저 이 경기 기록을 저장했거나 정정을 열었습니다 (불러온 버전 ${loaded ?? '없음'}, 현재 버전 ${current ?? '없음'}). 기록을 다시 불러온 뒤 입력해 주세요. 입력한 내용은 화면에 남아 있습니다.`,
  locked: '확정된 기록입니다. 1등급 관리자가 정정을 연 뒤에만 고칠 수 있습니다.',
  playByPlay: '플레이별 기록으로 입력하는 경기입니다. 박스 스코어는 플레이 기록에서 만들어지므로 플레이 기록을 고쳐 주세요.',
  scoreboardFirst: '점수판(이닝별 점수, 승리 유형)을 먼저 저장해 주세요.',
  noRecord: '기록이 없는 경기는 확정하거나 정정할 수 없습니다.',
  unfinished: '끝나지 않은 경기(승리 유형 없음)는 확정할 수 없습니다.',
  alreadyFinal: '이미 확정된 기록입니다.',
  notFinal: '확정된 기록만 정정할 수 있습니다.',
  correctionOpen: '이미 정정이 열려 있는 기록입니다.',
  reason: '정정 사유를 1~200자로 입력해 주세요.',
} as const;

/** What a save sends: the whole box score, its scoreboard only, or the players' lines only. */
export type SavePart = 'wholeRecord' | 'scoreboard' | 'playerLines';

/** The record's state as the answers name it (spec): a draft is inProgress, no record none. */
export const recordStateAnswer = (state: RecordState | null): GameRecordState => (state === null ? 'none' : state === 'draft' ? 'inProgress' : state);

/**
 * The admin box-score entry (spec 7 Games, admin/write/game/{id}): reads a record for editing
 * (prefilled from the lineups when there is none), saves it whole or in its scoreboard / lines
 * parts after checkBoxScore, with optimistic versioning, and keeps the official record: final,
 * corrections opened by a grade-1 manager, a version for every change of a final record. Every
 * write runs in one transaction with GameRecordService.writeLocked (totals recomputed) and its audit entry.
 */
export const SAVES_BUSY_MESSAGE = '기록 저장이 몰려 지금은 저장하지 못했습니다. 잠시 후 다시 저장해 주세요.';

@Injectable()
export class GameEntryService {
  /** Saves worked on at once (their checks and diffs take the one thread's CPU); the rest wait their turn, briefly. */
  private readonly saves: ConcurrencyLimiter;

  constructor(
    config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: GameEntryRepository,
    private readonly gamesRepository: GamesRepository,
    private readonly plays: GamePlaysRepository,
    private readonly gameRecords: GameRecordService,
    private readonly schedules: SchedulesService,
    private readonly scheduleRead: ScheduleReadService,
    private readonly teams: TeamsService,
    private readonly players: PlayersService,
    private readonly audit: AuditService,
  ) {
    // The embedded database writes one transaction at a time: a save that would wait too long is
    // refused at once. MySQL writes in parallel: its saves wait (retries cover lock conflicts).
    const embedded = config.database.type === 'sqlite';
    this.saves = new ConcurrencyLimiter({
      concurrency: config.recordSavesAtOnce,
      maxQueue: 10_000,
      maxWaitMs: embedded ? 10 * config.databaseTimeouts.writeQueueMs : config.databaseTimeouts.queryMs * 5,
      maxExpectedWaitMs: embedded ? config.databaseTimeouts.writeQueueMs : undefined,
    });
  }

  /** GET admin/write/game/{id}. */
  async editing(gameId: number): Promise<GameRecordEditing> {
    const item = await this.scheduleRead.scheduleItemById(gameId);
    if (!item) throw new NotFoundException(GAME_NOT_FOUND);
    const { visitTeamId, homeTeamId } = item;
    if (visitTeamId === null || homeTeamId === null) throw new BadRequestException(GAME_ENTRY_MESSAGES.teamsNotDecided);
    const em = this.dataSource.manager;
    const meta = await this.repository.meta(null, gameId);
    const stored = meta ? await this.storedBody(em, gameId) : null;
    const rosters = await this.teams.rosters(em, [visitTeamId, homeTeamId]);
    const ids = [...(rosters.get(visitTeamId) ?? []), ...(rosters.get(homeTeamId) ?? [])];
    const [names, backnumbers] = await Promise.all([this.players.names(ids), this.teams.backnumbers([visitTeamId, homeTeamId])]);
    const playersOf = (teamId: number): EntryPlayer[] =>
      [...(rosters.get(teamId) ?? [])]
        .map((playerId) => ({ playerId, playerName: names.get(playerId) ?? '', backnumber: backnumbers.get(`${teamId}:${playerId}`) ?? null }))
        .sort((a, b) => a.playerName.localeCompare(b.playerName, 'ko'));
    return {
      gameId,
      version: meta?.version ?? null,
      state: recordStateAnswer(meta?.state ?? null),
      correctionOpen: meta?.correctionOpen ?? false,
      prefilled: !stored,
      suspended: item.suspended,
      visitTeamId,
      homeTeamId,
      visitTeamName: item.visitTeamInfo?.teamName ?? '',
      homeTeamName: item.homeTeamInfo?.teamName ?? '',
      players: { visit: playersOf(visitTeamId), home: playersOf(homeTeamId) },
      record: stored ?? (await this.prefill(gameId, { visit: visitTeamId, home: homeTeamId })),
    };
  }

  /** POST admin/write/game/{id}[/scoreboard|/records]: checks, version, writes and audits in one transaction. */
  save(gameId: number, userId: number, mainId: number, part: SavePart, body: unknown): Promise<GameRecordSaved> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const loaded = input['version'];
    if (loaded !== null && !(Number.isInteger(loaded) && (loaded as number) > 0)) throw new BadRequestException(GAME_ENTRY_MESSAGES.badVersion);
    return this.write(mainId, async (em) => {
      const schedule = await this.schedules.lockForUpdate(em, gameId);
      if (schedule.isCancel) throw new BadRequestException(GAME_ENTRY_MESSAGES.cancelled);
      const meta = await this.repository.meta(em, gameId);
      if ((meta?.version ?? null) !== loaded) throw new ConflictException(GAME_ENTRY_MESSAGES.stale(loaded as number | null, meta?.version ?? null));
      if (meta && meta.state !== 'draft' && !meta.correctionOpen) throw new ConflictException(GAME_ENTRY_MESSAGES.locked);
      // A game is recorded either as a box score or play by play: its box score then follows the plays.
      if (await this.plays.start(em, gameId)) throw new ConflictException(GAME_ENTRY_MESSAGES.playByPlay);
      return this.saveLocked(em, schedule, meta, userId, mainId, (before) => merged(part, input, before));
    });
  }

  /**
   * A whole record derived elsewhere (a game recorded play by play) saved as the whole-record save
   * does, in the caller's transaction on the schedule row it has locked: checked, written as a
   * draft (or as the correction of an official record when one is open), with a new version and its
   * audit entry. A final record without an open correction is refused with the entry's locked message (409).
   */
  async saveDerivedLocked(em: EntityManager, schedule: Schedule, userId: number, mainId: number, record: GameRecordBody): Promise<GameRecordSaved> {
    if (schedule.isCancel) throw new BadRequestException(GAME_ENTRY_MESSAGES.cancelled);
    const meta = await this.repository.meta(em, schedule.gameId);
    if (meta && meta.state !== 'draft' && !meta.correctionOpen) throw new ConflictException(GAME_ENTRY_MESSAGES.locked);
    return this.saveLocked(em, schedule, meta, userId, mainId, () => record);
  }

  /** The write of a save, once the schedule row is locked and the version checked: the record made from the stored one, checked, written, versioned and audited. */
  private async saveLocked(
    em: EntityManager,
    schedule: Schedule,
    meta: RecordMeta | null,
    userId: number,
    mainId: number,
    recordOf: (before: GameRecordBody | null) => GameRecordBody,
  ): Promise<GameRecordSaved> {
    const { gameId } = schedule;
    const stored = meta ? await this.gamesRepository.storedRecord(em, gameId) : null;
    const before = meta ? await this.storedBody(em, gameId, stored) : null;
    const record = recordOf(before);
    const { errors, warnings } = checkBoxScore(record);
    if (Object.keys(errors).length > 0) throw new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors, warnings });

    // A correction of an official record stays official (and counts); a draft counts only once made final.
    const draft = meta === null || meta.state === 'draft';
    await this.gameRecords.writeLocked(em, { schedule, stored, storedIsOfficial: !draft }, record as GameRecordInput, { draft });
    const next: RecordMeta = {
      state: meta && meta.state !== 'draft' ? 'corrected' : 'draft',
      version: (meta?.version ?? 0) + 1,
      correctionOpen: meta?.correctionOpen ?? false,
    };
    await this.gamesRepository.setRecordMeta(em, gameId, next);
    const changes = recordDiff(before, record);
    if (meta && meta.state !== 'draft') {
      const reason = await this.repository.openCorrectionReason(em, gameId);
      await this.gamesRepository.insertRecordVersion(em, { gameId, version: next.version, userId, action: 'save', reason, changes });
    }
    await this.audit.record(em, {
      userId,
      scope: { type: 'leagueMain', id: mainId },
      kind: 'gameRecord.save',
      object: { type: 'game', id: gameId },
      changes: {
        version: { before: meta?.version ?? null, after: next.version },
        // A first save lists the score only; a later one every changed field.
        ...(before ? auditChangesOf(changes) : { score: { before: null, after: `${record.visit.runs}:${record.home.runs}` } }),
      },
    });
    return { gameId, version: next.version, state: recordStateAnswer(next.state), correctionOpen: next.correctionOpen, warnings };
  }

  /** POST admin/write/game/{id}/final: the record becomes official; saves are refused until a correction is opened. */
  markFinal(gameId: number, userId: number, mainId: number): Promise<GameRecordSaved> {
    return this.write(mainId, async (em) => {
      await this.schedules.lockForUpdate(em, gameId);
      const meta = await this.repository.meta(em, gameId);
      if (!meta) throw new BadRequestException(GAME_ENTRY_MESSAGES.noRecord);
      if (meta.state !== 'draft' && !meta.correctionOpen) throw new ConflictException(GAME_ENTRY_MESSAGES.alreadyFinal);
      const stored = await this.storedBody(em, gameId);
      if (stored.winType === null) throw new BadRequestException(GAME_ENTRY_MESSAGES.unfinished);
      const next: RecordMeta = { state: meta.state === 'draft' ? 'final' : meta.state, version: meta.version + 1, correctionOpen: false };
      await this.gamesRepository.setRecordMeta(em, gameId, next);
      if (meta.state === 'draft') await this.gameRecords.countFinalizedDraft(gameId, em);
      await this.gamesRepository.insertRecordVersion(em, { gameId, version: next.version, userId, action: 'final', reason: null, changes: {} });
      await this.audit.record(em, {
        userId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'gameRecord.final',
        object: { type: 'game', id: gameId },
        changes: { recordState: { before: recordStateAnswer(meta.state), after: recordStateAnswer(next.state) }, version: { before: meta.version, after: next.version } },
      });
      return { gameId, version: next.version, state: recordStateAnswer(next.state), correctionOpen: false, warnings: {} };
    });
  }

  /** POST admin/write/game/{id}/correction {reason}: a grade-1 manager opens a final record for changes (each kept as a version). */
  openCorrection(gameId: number, userId: number, mainId: number, body: unknown): Promise<GameRecordSaved> {
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['reason'] : undefined;
    const reason = typeof raw === 'string' ? raw.trim() : '';
    if (reason.length === 0 || reason.length > 200) throw new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors: { reason: GAME_ENTRY_MESSAGES.reason } });
    return this.write(mainId, async (em) => {
      await this.schedules.lockForUpdate(em, gameId);
      const meta = await this.repository.meta(em, gameId);
      if (!meta) throw new BadRequestException(GAME_ENTRY_MESSAGES.noRecord);
      if (meta.state === 'draft') throw new BadRequestException(GAME_ENTRY_MESSAGES.notFinal);
      if (meta.correctionOpen) throw new ConflictException(GAME_ENTRY_MESSAGES.correctionOpen);
      // A new version: a form loaded before the correction is stale.
      const next: RecordMeta = { ...meta, version: meta.version + 1, correctionOpen: true };
      await this.gamesRepository.setRecordMeta(em, gameId, next);
      await this.gamesRepository.insertRecordVersion(em, { gameId, version: next.version, userId, action: 'correction', reason, changes: {} });
      await this.audit.record(em, {
        userId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'gameRecord.correction',
        object: { type: 'game', id: gameId },
        changes: { reason: { before: null, after: reason }, version: { before: meta.version, after: next.version } },
      });
      return { gameId, version: next.version, state: recordStateAnswer(next.state), correctionOpen: true, warnings: {} };
    });
  }

  /** GET admin/write/game/{id}/versions: the history of the official record, oldest first. */
  async versions(gameId: number): Promise<GameRecordVersionItem[]> {
    if (!(await this.scheduleRead.exists(gameId))) throw new NotFoundException(GAME_NOT_FOUND);
    const rows = await this.repository.versions(gameId);
    return rows.map(({ changes, ...row }) => ({ ...row, changes: JSON.parse(changes) as GameRecordVersionItem['changes'] }));
  }

  /** A deadlock or lock wait runs the whole transaction again (a few times), then answers 503. */
  private async write<T>(mainId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.saves.run(() =>
        writeForMain(mainId, () => retryingTransaction(this.dataSource, work)),
      );
    } catch (error) {
      if (!(error instanceof LimiterBusyError)) throw error;
      throw new RetryLaterException(SAVES_BUSY_MESSAGE, Math.max(1, Math.ceil(this.saves.expectedWaitMs / 1000)));
    }
  }

  /** The stored record in the entry's shape. */
  private async storedBody(em: EntityManager, gameId: number, read?: StoredGameRecord | null): Promise<GameRecordBody> {
    const [stored, lineScore] = await Promise.all([read === undefined ? this.gamesRepository.storedRecord(em, gameId) : read, this.repository.innings(em, gameId)]);
    if (!stored) throw new NotFoundException(GAME_NOT_FOUND);
    const { game } = stored;
    const pick = <T extends object>(line: T, fields: readonly string[]) =>
      Object.fromEntries(fields.map((field) => [field, (line as Record<string, unknown>)[field]]));
    const batting = [...stored.batting]
      .sort((a, b) => (a.side === b.side ? a.batNum - b.batNum || a.subOrder - b.subOrder : a.side === 'visit' ? -1 : 1))
      .map(
        (line) =>
          ({ playerId: line.playerId, side: line.side, batNum: line.batNum, subOrder: line.subOrder, position: line.position, ...pick(line, BATTING_COUNTS) }) as BattingLineEntry,
      );
    const pitching = [...stored.pitching]
      .sort((a, b) => (a.side === b.side ? a.pitchOrder - b.pitchOrder : a.side === 'visit' ? -1 : 1))
      .map(
        (line) =>
          ({ playerId: line.playerId, side: line.side, order: line.pitchOrder, starter: Boolean(line.starter), decision: line.decision, ...pick(line, PITCHING_COUNTS) }) as PitchingLineEntry,
      );
    return {
      winType: game.winType,
      winnerSide: game.winnerSide,
      lineScore,
      visit: { runs: game.visitScore, hits: game.visitHits, errors: game.visitErrors, walks: game.visitWalks },
      home: { runs: game.homeScore, hits: game.homeHits, errors: game.homeErrors, walks: game.homeWalks },
      batting,
      pitching,
    };
  }

  /** A blank record with the lineups' starters as batting rows and the starting pitchers as pitching rows. */
  private async prefill(gameId: number, teams: Record<GameSide, number>): Promise<GameRecordBody> {
    const lineup = await this.repository.lineup(gameId);
    const batting: BattingLineEntry[] = [];
    const pitching: PitchingLineEntry[] = [];
    for (const side of ['visit', 'home'] as const) {
      const entries = lineup.filter((entry) => entry.teamId === teams[side]);
      for (const entry of entries.filter(({ batNum }) => batNum >= 1 && batNum < 100)) {
        batting.push({ playerId: entry.playerId, side, batNum: entry.batNum, subOrder: 0, position: entry.position, ...zeros(BATTING_COUNTS) } as BattingLineEntry);
      }
      const starter = entries.find(({ batNum }) => batNum <= 0) ?? entries.find(({ batNum, position }) => batNum >= 1 && batNum < 100 && position === 'P');
      if (starter) pitching.push({ playerId: starter.playerId, side, order: 1, starter: true, decision: null, ...zeros(PITCHING_COUNTS) } as PitchingLineEntry);
    }
    // A new record is a game in progress: no result until the scorer gives one.
    return {
      winType: null,
      winnerSide: null,
      lineScore: { visit: [], home: [] },
      visit: { runs: 0, hits: 0, errors: 0, walks: 0 },
      home: { runs: 0, hits: 0, errors: 0, walks: 0 },
      batting,
      pitching,
    };
  }
}

const zeros = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, 0]));

const SCOREBOARD_FIELDS = ['winType', 'winnerSide', 'lineScore', 'visit', 'home'] as const satisfies readonly (keyof GameScoreboardEntry)[];
const LINES_FIELDS = ['batting', 'pitching'] as const satisfies readonly (keyof GameLinesEntry)[];

/** The record to write: the whole body, or its scoreboard / lines part over the stored record. */
function merged(part: SavePart, input: Record<string, unknown>, before: GameRecordBody | null): GameRecordBody {
  const fieldsOf = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, input[field]]));
  if (part === 'wholeRecord') return fieldsOf([...SCOREBOARD_FIELDS, ...LINES_FIELDS]) as unknown as GameRecordBody;
  if (part === 'scoreboard') return { batting: before?.batting ?? [], pitching: before?.pitching ?? [], ...fieldsOf(SCOREBOARD_FIELDS) } as GameRecordBody;
  if (!before) throw new BadRequestException(GAME_ENTRY_MESSAGES.scoreboardFirst);
  return { ...before, ...fieldsOf(LINES_FIELDS) } as GameRecordBody;
}

/** A record as path -> value, lines keyed by side and player so reordering rows is no change. */
function flatten(record: GameRecordBody | null): Map<string, AuditValue> {
  const values = new Map<string, AuditValue>();
  if (!record) return values;
  values.set('winType', record.winType);
  values.set('winnerSide', record.winnerSide);
  for (const side of ['visit', 'home'] as const) {
    record.lineScore[side].forEach((runs, k) => values.set(`lineScore.${side}[${k}]`, runs));
    for (const field of ['runs', 'hits', 'errors', 'walks'] as const) values.set(`${side}.${field}`, record[side][field]);
  }
  for (const line of record.batting) {
    for (const [field, value] of Object.entries(line)) if (field !== 'playerId' && field !== 'side') values.set(`batting[${line.side}:${line.playerId}].${field}`, value as AuditValue);
  }
  for (const line of record.pitching) {
    for (const [field, value] of Object.entries(line)) if (field !== 'playerId' && field !== 'side') values.set(`pitching[${line.side}:${line.playerId}].${field}`, value as AuditValue);
  }
  return values;
}

/** What changed between two records: path -> [before, after] (undefined sides as null). */
export function recordDiff(before: GameRecordBody | null, after: GameRecordBody): Record<string, [AuditValue, AuditValue]> {
  const a = flatten(before);
  const b = flatten(after);
  const changes: Record<string, [AuditValue, AuditValue]> = {};
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(key) ?? null;
    const y = b.get(key) ?? null;
    if (x !== y) changes[key] = [x, y];
  }
  return changes;
}

function auditChangesOf(diff: Record<string, [AuditValue, AuditValue]>): AuditChanges {
  return Object.fromEntries(Object.entries(diff).map(([path, [before, after]]) => [path, { before, after }]));
}
