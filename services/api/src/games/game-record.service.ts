import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GameSide } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { VALIDATION_ERROR_MESSAGE } from '../common/errors/error-messages';
import { insertChunked } from '../database/insert-chunked';
import { SeasonStatsService, type GameChange } from '../stats/season-stats.service';
import { type CountedGame, StatLedger } from '../stats/stat-ledger';
import { type Schedule, sideLeagueId } from '../schedules/schedule.entity';
import { SchedulesService } from '../schedules/schedules.service';
import { TeamsService } from '../teams/teams.service';
import { countedGameOf } from './box-score.mapping';
import { GameBatting } from './game-batting.entity';
import { GameInning } from './game-inning.entity';
import { GamePitching } from './game-pitching.entity';
import type { GameRecordInput } from './game-record.types';
import { validateGameRecord } from './game-record.validator';
import { Game } from './game.entity';

const CANCELLED_GAME = '취소된 경기에는 기록을 입력할 수 없습니다.';
const TEAMS_NOT_DECIDED = '두 팀이 모두 정해진 경기에만 기록을 입력할 수 있습니다.';


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
 * and in the same transaction the season aggregates (league_player_stat, league_team_stat):
 * writing subtracts the old record's contribution, if any, and adds the new one; deleting
 * subtracts it. A 노게임 (win type 5) or an unfinished suspended game (no win type) is stored
 * but adds nothing.
 */
@Injectable()
export class GameRecordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stats: SeasonStatsService,
    private readonly schedules: SchedulesService,
    private readonly teams: TeamsService,
  ) {}

  /** Validates (400 with Korean errors keyed by field) and writes the record of a scheduled game. */
  async writeRecord(gameId: number, record: GameRecordInput, manager?: EntityManager): Promise<void> {
    await this.inTransaction(manager, async (em) => {
      const schedule = await this.schedules.lockForUpdate(em, gameId);
      if (schedule.isCancel) throw new BadRequestException(CANCELLED_GAME);
      const { visitTeamId, homeTeamId } = schedule;
      if (visitTeamId === null || homeTeamId === null) throw new BadRequestException(TEAMS_NOT_DECIDED);
      if (!(await this.teams.areRealTeams(em, [visitTeamId, homeTeamId]))) throw new BadRequestException(TEAMS_NOT_DECIDED);

      const rosters = await this.teams.rosters(em, [visitTeamId, homeTeamId]);
      const rosterOf = (teamId: number) => rosters.get(teamId) ?? new Set<number>();
      const suspended = await this.schedules.isSuspended(em, gameId);
      const errors = validateGameRecord(record, { suspended, rosters: { visit: rosterOf(visitTeamId), home: rosterOf(homeTeamId) } });
      if (Object.keys(errors).length > 0) throw new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors });

      const changes: GameChange[] = [];
      const old = await this.loadCountedGame(em, gameId);
      if (old) changes.push({ game: old, direction: -1 });
      await this.removeLines(em, gameId);

      const game = gameRow(gameId, schedule, record);
      await em.save(Game, game);
      await this.insertLines(em, [{ game, record }]);
      const next = counted(game, record);
      if (next) changes.push({ game: next, direction: 1 });
      await this.stats.applyGameChanges(em, changes);
    });
  }

  /** Deletes a game's record and takes it out of the aggregates; false when it had none. */
  async deleteRecord(gameId: number, manager?: EntityManager): Promise<boolean> {
    return this.inTransaction(manager, async (em) => {
      await this.schedules.lockForUpdate(em, gameId);
      const existing = await em.existsBy(Game, { gameId });
      if (!existing) return false;
      const old = await this.loadCountedGame(em, gameId);
      await this.removeLines(em, gameId);
      await em.delete(Game, { gameId });
      if (old) await this.stats.applyGameChanges(em, [{ game: old, direction: -1 }]);
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
      const countedGame = counted(game, record);
      if (countedGame) ledger.apply(countedGame, 1);
    }
    await insertChunked(
      manager,
      Game,
      games.map(({ game }) => game),
    );
    await this.insertLines(manager, games);
    await this.stats.insertLedger(manager, ledger);
  }

  private inTransaction<T>(manager: EntityManager | undefined, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return manager ? work(manager) : this.dataSource.transaction(work);
  }

  private async loadCountedGame(em: EntityManager, gameId: number): Promise<CountedGame | null> {
    const game = await em.findOneBy(Game, { gameId });
    if (!game || game.winType === null) return null;
    const [batting, pitching] = await Promise.all([em.findBy(GameBatting, { gameId }), em.findBy(GamePitching, { gameId })]);
    return countedGameOf({ ...game, winType: game.winType }, batting, pitching);
  }

  private async removeLines(em: EntityManager, gameId: number): Promise<void> {
    await em.delete(GameBatting, { gameId });
    await em.delete(GamePitching, { gameId });
    await em.delete(GameInning, { gameId });
  }

  private async insertLines(em: EntityManager, games: readonly { game: Game; record: GameRecordInput }[]): Promise<void> {
    const innings: Partial<GameInning>[] = [];
    const batting: Partial<GameBatting>[] = [];
    const pitching: Partial<GamePitching>[] = [];
    for (const { game, record } of games) {
      const teamOf = (side: GameSide) => (side === 'visit' ? game.visitTeamId : game.homeTeamId);
      for (const side of ['visit', 'home'] as const) {
        record.lineScore[side].forEach((runs, index) => innings.push({ gameId: game.gameId, side, inning: index + 1, runs }));
      }
      for (const line of record.batting) {
        batting.push({
          gameId: game.gameId,
          side: line.side,
          teamId: teamOf(line.side),
          playerId: line.playerId,
          batNum: line.batNum,
          subOrder: line.subOrder,
          position: line.position,
          pa: line.pa,
          ab: line.ab,
          r: line.r,
          h: line.h,
          b2: line.b2,
          b3: line.b3,
          hr: line.hr,
          rbi: line.rbi,
          bb: line.bb,
          ibb: line.ibb,
          hbp: line.hbp,
          so: line.so,
          sb: line.sb,
          cs: line.cs,
          sh: line.sh,
          sf: line.sf,
          gidp: line.gidp,
        });
      }
      for (const line of record.pitching) {
        pitching.push({
          gameId: game.gameId,
          side: line.side,
          teamId: teamOf(line.side),
          playerId: line.playerId,
          pitchOrder: line.order,
          starter: line.starter,
          outs: line.outs,
          bf: line.bf,
          h: line.h,
          hr: line.hr,
          r: line.r,
          er: line.er,
          bb: line.bb,
          hbp: line.hbp,
          so: line.so,
          wp: line.wp,
          bk: line.bk,
          pitches: line.pitches,
          decision: line.decision,
        });
      }
    }
    await insertChunked(em, GameInning, innings);
    await insertChunked(em, GameBatting, batting);
    await insertChunked(em, GamePitching, pitching);
  }
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
function counted(game: Game, record: GameRecordInput): CountedGame | null {
  if (game.winType === null) return null;
  return countedGameOf({ ...game, winType: game.winType }, record.batting, record.pitching);
}
