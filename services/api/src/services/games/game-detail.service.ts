import { Injectable, NotFoundException } from '@nestjs/common';
import {
  WIN_TYPE_RULES,
  type BoxBattingRow,
  type BoxPitchingRow,
  type BoxSide,
  type GameDetail,
  type GameSide,
  type GameSummary,
  type WinType,
} from '@dugout/contracts';
import { isOfficialRecordState } from '../../common/sql/official-record';
import { PlayersService } from '../players/players.service';
import { GAME_NOT_FOUND } from '../../common/errors/not-found';
import { ScheduleReadService } from '../schedules/schedule-read.service';
import { TeamsService } from '../teams/teams.service';
import { GamesRepository, type BattingLine, type GameRecordRow, type PitchingLine } from '../../repositories/games/games.repository';

const NO_RECORD = '경기 기록이 없습니다.';

/** A played game's line score and box score. */
@Injectable()
export class GameDetailService {
  constructor(
    private readonly repository: GamesRepository,
    private readonly schedules: ScheduleReadService,
    private readonly teams: TeamsService,
    private readonly players: PlayersService,
  ) {}

  /** GET /api/game/{id}: the result and the line score. */
  async summary(gameId: number): Promise<GameSummary> {
    const [scheduled, stored] = await Promise.all([this.schedules.exists(gameId), this.repository.gameRecord(gameId)]);
    const game = recorded(scheduled, stored?.record ?? null);
    const innings = stored?.innings ?? { visit: [], home: [] };
    return {
      gameId,
      visitScore: game.sides.visit.runs,
      homeScore: game.sides.home.runs,
      ...resultOf(game),
      innings,
    };
  }

  /** GET /api/game/{id}/detail: the schedule item, line score, totals and every player's line. */
  async detail(gameId: number): Promise<GameDetail> {
    const [schedule, stored, batting, pitching] = await Promise.all([
      this.schedules.scheduleItemById(gameId),
      this.repository.gameRecord(gameId),
      this.repository.battingLines(gameId),
      this.repository.pitchingLines(gameId),
    ]);
    if (!schedule) throw new NotFoundException(GAME_NOT_FOUND);
    const game = recorded(true, stored?.record ?? null);
    const innings = stored?.innings ?? { visit: [], home: [] };
    const lines = [...batting, ...pitching];
    const [playerNames, backnumbers] = await Promise.all([
      this.players.names(lines.map(({ line }) => line.playerId)),
      this.teams.backnumbers(lines.map(({ teamId }) => teamId)),
    ]);
    // The record's teams are the schedule item's (a record needs both teams decided), which names them.
    const teamNames = new Map([
      [schedule.visitTeamId, schedule.visitTeamInfo?.teamName],
      [schedule.homeTeamId, schedule.homeTeamInfo?.teamName],
    ]);
    const who = (teamId: number, playerId: number) => ({
      playerName: playerNames.get(playerId) ?? '',
      backnumber: backnumbers.get(`${teamId}:${playerId}`) ?? null,
    });
    const battingOf = (name: GameSide): BoxBattingRow[] =>
      batting
        .filter((entry) => entry.side === name)
        .map(({ teamId, line: { playerId, ...rest } }: BattingLine) => ({ playerId, ...who(teamId, playerId), ...rest }));
    const pitchingOf = (name: GameSide): BoxPitchingRow[] =>
      pitching
        .filter((entry) => entry.side === name)
        .map(({ teamId, line: { playerId, ...rest } }: PitchingLine) => ({ playerId, ...who(teamId, playerId), ...rest }));
    const side = (name: GameSide): BoxSide => ({
      teamId: game.sides[name].teamId,
      teamName: teamNames.get(game.sides[name].teamId) ?? '',
      runs: game.sides[name].runs,
      hits: game.sides[name].hits,
      errors: game.sides[name].errors,
      walks: game.sides[name].walks,
      innings: innings[name],
      batting: battingOf(name),
      pitching: pitchingOf(name),
    });
    const result = resultOf(game);
    return {
      schedule,
      ...result,
      countsForStats: result.winType === null || !WIN_TYPE_RULES[result.winType].voidsPlayerLines,
      corrected: game.recordState === 'corrected',
      visit: side('visit'),
      home: side('home'),
    };
  }
}

/** The game's record: 404 when the game is not on a schedule or has no record. */
function recorded(scheduled: boolean, game: GameRecordRow | null): GameRecordRow {
  if (!scheduled) throw new NotFoundException(GAME_NOT_FOUND);
  if (!game) throw new NotFoundException(NO_RECORD);
  return game;
}

/** The result, only once the record is official: a game in progress (or not yet made final) has no winner. */
function resultOf(game: GameRecordRow): { winType: WinType | null; winnerSide: GameSide | null } {
  if (game.winType === null || !isOfficialRecordState(game.recordState)) return { winType: null, winnerSide: null };
  return { winType: game.winType, winnerSide: game.winnerSide };
}
