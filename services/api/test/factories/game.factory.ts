import type { GameSide } from '@dugout/contracts';
import { Game } from '../../src/repositories/games/game.entity';
import { GameBatting } from '../../src/repositories/games/game-batting.entity';
import type { RecordMeta } from '../../src/repositories/games/game-record.types';
import { GamesRepository } from '../../src/repositories/games/games.repository';
import { Schedule } from '../../src/repositories/schedules/schedule.entity';
import { SchedulesRepository, type ScheduleRowInput } from '../../src/repositories/schedules/schedules.repository';
import type { TestApp } from '../support/test-app';

export type ScheduleChanges = Partial<Pick<Schedule, 'scheduleTime' | 'writerId' | 'isCancel' | 'cancelReason' | 'groundId' | 'visitTeamId' | 'homeTeamId' | 'matchupLocked' | 'gameName'>>;

export type GameResult = Partial<Omit<Game, 'gameId' | 'schedule' | 'updatedAt'>> & Pick<Game, 'visitTeamId' | 'homeTeamId' | 'visitLeagueId' | 'homeLeagueId'>;

/** Scheduled games (schedule) and their results (game, game_batting), without a full box score. */
export function gameFactory(t: TestApp) {
  return {
    /** A scheduled game; answers its id. */
    async scheduled(row: Partial<ScheduleRowInput> & Pick<ScheduleRowInput, 'leagueId' | 'scheduleTime' | 'visitTeamId' | 'homeTeamId'>): Promise<number> {
      const [gameId] = await t.dataSource.transaction((em) =>
        t.app.get(SchedulesRepository).insertGames(em, [
          {
            gameName: null,
            groundId: null,
            writerId: null,
            visitTeamInterleague: false,
            homeTeamInterleague: false,
            visitTeamLeagueId: null,
            homeTeamLeagueId: null,
            isCancel: false,
            cancelReason: null,
            matchupLocked: null,
            ...row,
          } as ScheduleRowInput,
        ]),
      );
      return gameId as number;
    },

    /** Changes some fields of a scheduled game (time, scorer, cancellation ...). */
    reschedule(gameId: number, changes: ScheduleChanges): Promise<void> {
      return t.dataSource.transaction((em) => t.app.get(SchedulesRepository).updateGame(em, gameId, changes));
    },

    /** Removes a scheduled game with its lineups. */
    remove(...gameIds: number[]): Promise<void> {
      return t.dataSource.transaction(async (em) => {
        for (const gameId of gameIds) await t.app.get(SchedulesRepository).removeGame(em, gameId);
      });
    },

    /** The team's lineup of the game. */
    lineup(gameId: number, teamId: number, entries: readonly { playerId: number; batNum: number; position: string | null }[]): Promise<void> {
      return t.dataSource.transaction((em) => t.app.get(SchedulesRepository).replaceLineup(em, gameId, teamId, entries));
    },

    /** Lists the game among the season's suspended games. */
    suspend(gameId: number, seasonId: number): Promise<void> {
      return t.dataSource.transaction((em) => t.app.get(SchedulesRepository).addSuspended(em, gameId, seasonId));
    },

    /** The game's record row with a result and no lines (a draft unless told). */
    result(gameId: number, result: GameResult, state: RecordMeta['state'] = 'draft'): Promise<void> {
      return t.dataSource.transaction(async (em) => {
        await t.app.get(GamesRepository).insertGames(em, [Object.assign(new Game(), { winType: null, winnerSide: null, visitScore: 0, homeScore: 0, ...result, gameId })]);
        if (state !== 'draft') await t.app.get(GamesRepository).setRecordMeta(em, gameId, { state, version: 1, correctionOpen: false });
      });
    },

    /** One batting line of a player in the game's record (GamesRepository writes lines only with a whole record). */
    async battingLine(gameId: number, line: { side: GameSide; teamId: number; playerId: number; batNum: number }): Promise<void> {
      await t.dataSource.getRepository(GameBatting).insert({ gameId, ...line });
    },
  };
}
