import { BadRequestException, Injectable } from '@nestjs/common';
import { checkBoxScore } from '@dugout/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { retryingTransaction } from '../../database/retrying-transaction';
import { isOfficialRecordState } from '../../common/sql/official-record';
import { SeasonStatsService, type GameChange } from '../stats/season-stats.service';
import { type CountedGame, StatLedger } from '../../stats-engine/stat-ledger';
import { type Schedule, sideLeagueId } from '../../repositories/schedules/schedule.entity';
import { SchedulesService } from '../schedules/schedules.service';
import { TeamsService } from '../teams/teams.service';
import { LiveScoresService } from '../live/live-scores.service';
import { countedGameOf } from './box-score.mapping';
import type { GameRecordInput } from '../../repositories/games/game-record.types';
import { Game } from '../../repositories/games/game.entity';
import { GamesRepository } from '../../repositories/games/games.repository';

/** Why a game takes no record, for every path that writes one. */
export const GAME_RECORD_REFUSALS = {
  cancelled: '취소된 경기에는 기록을 입력할 수 없습니다.',
  teamsNotDecided: '두 팀이 모두 정해진 경기에만 기록을 입력할 수 있습니다.',
} as const;


export type StoredGameRecord = NonNullable<Awaited<ReturnType<GamesRepository['storedRecord']>>>;

/** A game's schedule row locked in the caller's transaction and its stored record as read there. */
export interface LockedGame {
  schedule: Schedule;
  stored: StoredGameRecord | null;
  /** Whether the stored record is official (final or corrected), so counted in the totals. */
  storedIsOfficial: boolean;
}

/** A schedule item and its record, for the bulk import of a season's games. */
export interface ImportedGameRecord {
  schedule: Pick<
    Schedule,
    'gameId' | 'leagueId' | 'visitTeamId' | 'homeTeamId' | 'visitTeamInterleague' | 'homeTeamInterleague' | 'visitTeamLeagueId' | 'homeTeamLeagueId'
  >;
  record: GameRecordInput;
}

/**
 * Writes and deletes game records: the result, side totals, line score and every player's line,
 * and in the same transaction the season aggregates (league_player_stat, league_team_stat).
 * Only an official record counts (final, or corrected after: see official-record.ts): writing
 * subtracts the stored record's contribution if it counted and adds the new one if it counts;
 * making a draft final adds it (countFinalizedDraft); deleting subtracts it. A 노게임 (win type 5) or a record without
 * a win type (a game in progress, a suspended game waiting to resume) adds nothing.
 */
@Injectable()
export class GameRecordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stats: SeasonStatsService,
    private readonly schedules: SchedulesService,
    private readonly teams: TeamsService,
    private readonly repository: GamesRepository,
    private readonly live: LiveScoresService,
  ) {}

  /**
   * Checks (checkBoxScore with what the game adds: 400 with Korean errors keyed by field) and writes the record of a scheduled game.
   * By default the record written is official (a result that counts; a new record row is marked
   * final). `draft`: a record being entered, which counts nowhere until made final (countFinalizedDraft).
   */
  async writeRecord(gameId: number, record: GameRecordInput, manager?: EntityManager, { draft = false }: { draft?: boolean } = {}): Promise<void> {
    await this.inTransaction(manager, async (em) => {
      const schedule = await this.schedules.lockForUpdate(em, gameId);
      const stored = await this.repository.storedRecord(em, gameId);
      const storedIsOfficial = stored !== null && isOfficialRecordState(await this.repository.recordState(em, gameId));
      await this.writeLocked(em, { schedule, stored, storedIsOfficial }, record, { draft });
    });
  }

  /**
   * writeRecord in the caller's transaction, on the schedule row it has locked and the stored
   * record it has read there (the box-score save locks and reads each once).
   */
  async writeLocked(em: EntityManager, locked: LockedGame, record: GameRecordInput, { draft = false }: { draft?: boolean } = {}): Promise<void> {
    const official = !draft;
    const { schedule } = locked;
    const { gameId } = schedule;
    if (schedule.isCancel) throw new BadRequestException(GAME_RECORD_REFUSALS.cancelled);
    const { visitTeamId, homeTeamId } = schedule;
    if (visitTeamId === null || homeTeamId === null) throw new BadRequestException(GAME_RECORD_REFUSALS.teamsNotDecided);
    if (!(await this.teams.areRealTeams(em, [visitTeamId, homeTeamId]))) throw new BadRequestException(GAME_RECORD_REFUSALS.teamsNotDecided);
    // Before the lines' foreign-key checks take shared locks on these rows (see lockTeams).
    await this.stats.lockTeams(em, [visitTeamId, homeTeamId]);

    const rosters = await this.teams.rosters(em, [visitTeamId, homeTeamId]);
    const rosterOf = (teamId: number) => rosters.get(teamId) ?? new Set<number>();
    const suspended = await this.schedules.isSuspended(em, gameId);
    const { errors } = checkBoxScore(record, { official, suspended, rosters: { visit: rosterOf(visitTeamId), home: rosterOf(homeTeamId) } });
    if (Object.keys(errors).length > 0) throw new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors });

    const changes: GameChange[] = [];
    const old = locked.storedIsOfficial ? countedFromStored(locked.stored) : null;
    if (old) changes.push({ game: old, direction: -1 });
    await this.repository.removeLines(em, gameId);

    const game = gameRow(gameId, schedule, record);
    await this.repository.saveGame(em, game);
    if (official && !old) await this.repository.markFinal(em, [gameId]);
    await this.repository.insertLines(em, [{ game, record }]);
    const next = official ? countedFromInput(game, record) : null;
    if (next) changes.push({ game: next, direction: 1 });
    await this.stats.applyGameChanges(em, changes);
    // Pushed to the live score streams once the transaction (the caller's, if any) commits.
    this.live.afterCommit(em, gameId);
  }

  /** A draft has just been made final: its record now counts in the aggregates. */
  async countFinalizedDraft(gameId: number, manager: EntityManager): Promise<void> {
    const game = countedFromStored(await this.repository.storedRecord(manager, gameId));
    if (!game) return;
    await this.stats.applyGameChanges(manager, [{ game, direction: 1 }]);
    this.live.afterCommit(manager, gameId);
  }

  /** Deletes a game's record and takes it out of the aggregates; false when it had none. */
  async deleteRecord(gameId: number, manager?: EntityManager): Promise<boolean> {
    return this.inTransaction(manager, async (em) => {
      await this.schedules.lockForUpdate(em, gameId);
      const old = await this.countedOfficialRecord(em, gameId);
      if (!(await this.repository.deleteGame(em, gameId))) return false;
      if (old) await this.stats.applyGameChanges(em, [{ game: old, direction: -1 }]);
      this.live.afterCommit(em, gameId);
      return true;
    });
  }

  /**
   * Inserts the records of a season being imported (already validated with the season file) and
   * their aggregates, computed in memory with the same ledger the incremental path uses. Only
   * for games of leagues that have no aggregates yet.
   */
  async importRecords(manager: EntityManager, entries: readonly ImportedGameRecord[]): Promise<void> {
    const ledger = new StatLedger();
    const games: { game: Game; record: GameRecordInput }[] = [];
    for (const { schedule, record } of entries) {
      const game = gameRow(schedule.gameId, schedule, record);
      games.push({ game, record });
      const countedGame = countedFromInput(game, record);
      if (countedGame) ledger.apply(countedGame, 1);
    }
    await this.repository.insertGames(
      manager,
      games.map(({ game }) => game),
    );
    // A season file's records are official results; records typed in the admin start as drafts.
    await this.repository.markFinal(
      manager,
      games.map(({ game }) => game.gameId),
    );
    await this.repository.insertLines(manager, games);
    await this.stats.insertLedger(manager, ledger);
  }

  /** The stored record as the aggregates hold it: null when it does not count (a draft, no win type). */
  private async countedOfficialRecord(em: EntityManager, gameId: number): Promise<CountedGame | null> {
    const stored = await this.repository.storedRecord(em, gameId);
    if (!stored || !isOfficialRecordState(await this.repository.recordState(em, gameId))) return null;
    return countedFromStored(stored);
  }

  private inTransaction<T>(manager: EntityManager | undefined, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return manager ? work(manager) : retryingTransaction(this.dataSource, work);
  }
}

/** A stored record as the aggregates count it; null without a win type (nothing to count). */
function countedFromStored(stored: StoredGameRecord | null): CountedGame | null {
  if (!stored || stored.game.winType === null) return null;
  return countedGameOf({ ...stored.game, winType: stored.game.winType }, stored.batting, stored.pitching);
}

function gameRow(gameId: number, schedule: ImportedGameRecord['schedule'], record: GameRecordInput): Game {
  return Object.assign(new Game(), {
    gameId,
    winType: record.winType,
    winnerSide: record.winnerSide,
    visitTeamId: schedule.visitTeamId as number,
    homeTeamId: schedule.homeTeamId as number,
    visitLeagueId: sideLeagueId(schedule, 'visit'),
    homeLeagueId: sideLeagueId(schedule, 'home'),
    visitScore: record.visit.runs,
    homeScore: record.home.runs,
    visitHits: record.visit.hits,
    homeHits: record.home.hits,
    visitErrors: record.visit.errors,
    homeErrors: record.home.errors,
    visitWalks: record.visit.walks,
    homeWalks: record.home.walks,
  });
}

/** The game as the aggregates see it, or null when it counts for nothing yet (unfinished). */
function countedFromInput(game: Game, record: GameRecordInput): CountedGame | null {
  if (game.winType === null) return null;
  return countedGameOf({ ...game, winType: game.winType }, record.batting, record.pitching);
}
