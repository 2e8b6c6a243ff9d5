import { Injectable, NotFoundException } from '@nestjs/common';
import {
  formatInnings,
  WIN_TYPE_RULES,
  type BoxBattingRow,
  type BoxPitchingRow,
  type BoxSide,
  type GameDetail,
  type GameSide,
  type GameSummary,
  type PitcherResult,
  type WinType,
} from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { rawBool, rawNumber, rawNumberOrNull, rawString, rawStringOrNull, type RawValue } from '../common/sql/raw-values';
import { GAME_NOT_FOUND, ScheduleReadService } from '../schedules/schedule-read.service';

type Row = Record<string, RawValue>;

const NO_RECORD = '경기 기록이 없습니다.';
const PENDING_RECORD = '서스펜디드 경기로, 경기가 끝나야 기록을 볼 수 있습니다.';

const BATTING_COUNTS = ['pa', 'ab', 'r', 'h', 'b2', 'b3', 'hr', 'rbi', 'bb', 'ibb', 'hbp', 'so', 'sb', 'cs', 'sh', 'sf', 'gidp'] as const;
const PITCHING_COUNTS = ['outs', 'bf', 'h', 'hr', 'r', 'er', 'bb', 'hbp', 'so', 'wp', 'bk'] as const;

interface GameRecordRow {
  gameId: number;
  winType: WinType;
  winnerSide: GameSide | null;
  sides: Record<GameSide, { teamId: number; teamName: string; runs: number; hits: number; errors: number; walks: number }>;
}

/** A played game's line score and box score. */
@Injectable()
export class GameDetailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schedules: ScheduleReadService,
  ) {}

  /** GET /api/game/{id}: the result and the line score. */
  async summary(gameId: number): Promise<GameSummary> {
    const [game, innings] = await Promise.all([this.gameRecord(gameId), this.innings(gameId)]);
    return {
      gameId,
      visitScore: game.sides.visit.runs,
      homeScore: game.sides.home.runs,
      winType: game.winType,
      winnerSide: game.winnerSide,
      innings,
    };
  }

  /** GET /api/game/{id}/detail: the schedule item, line score, totals and every player's line. */
  async detail(gameId: number): Promise<GameDetail> {
    const [game, schedule, innings, batting, pitching] = await Promise.all([
      this.gameRecord(gameId),
      this.schedules.scheduleItemById(gameId),
      this.innings(gameId),
      this.batting(gameId),
      this.pitching(gameId),
    ]);
    if (!schedule) throw new NotFoundException(GAME_NOT_FOUND);
    const side = (name: GameSide): BoxSide => ({
      teamId: game.sides[name].teamId,
      teamName: game.sides[name].teamName,
      runs: game.sides[name].runs,
      hits: game.sides[name].hits,
      errors: game.sides[name].errors,
      walks: game.sides[name].walks,
      innings: innings[name],
      batting: batting[name],
      pitching: pitching[name],
    });
    return {
      schedule,
      winType: game.winType,
      winnerSide: game.winnerSide,
      countsForStats: !WIN_TYPE_RULES[game.winType].voidsPlayerLines,
      visit: side('visit'),
      home: side('home'),
    };
  }

  private async gameRecord(gameId: number): Promise<GameRecordRow> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT s.game_id AS schedule_id, g.game_id, g.win_type, g.winner_side, g.visit_team_id, g.home_team_id,
         g.visit_score, g.home_score, g.visit_hits, g.home_hits, g.visit_errors, g.home_errors,
         g.visit_walks, g.home_walks, vt.team_name AS visit_team_name, ht.team_name AS home_team_name
       FROM schedule s
       LEFT JOIN game g ON g.game_id = s.game_id
       LEFT JOIN team vt ON vt.team_id = g.visit_team_id
       LEFT JOIN team ht ON ht.team_id = g.home_team_id
       WHERE s.game_id = ?`,
      [gameId],
    );
    if (!row) throw new NotFoundException(GAME_NOT_FOUND);
    if (row['game_id'] === null) throw new NotFoundException(NO_RECORD);
    if (row['win_type'] === null) throw new NotFoundException(PENDING_RECORD);
    const totals = (name: GameSide) => ({
      teamId: rawNumber(row[`${name}_team_id`]),
      teamName: rawString(row[`${name}_team_name`]),
      runs: rawNumber(row[`${name}_score`]),
      hits: rawNumber(row[`${name}_hits`]),
      errors: rawNumber(row[`${name}_errors`]),
      walks: rawNumber(row[`${name}_walks`]),
    });
    return {
      gameId,
      winType: rawString(row['win_type']) as WinType,
      winnerSide: rawStringOrNull(row['winner_side']) as GameSide | null,
      sides: { visit: totals('visit'), home: totals('home') },
    };
  }

  /** Runs per inning of each side; an inning not batted (X) or missing is null. */
  private async innings(gameId: number): Promise<Record<GameSide, (number | null)[]>> {
    const rows: Row[] = await this.dataSource.query('SELECT side, inning, runs FROM game_inning WHERE game_id = ?', [gameId]);
    const result: Record<GameSide, (number | null)[]> = { visit: [], home: [] };
    for (const row of rows) {
      const line = result[rawString(row['side']) as GameSide];
      const index = rawNumber(row['inning']) - 1;
      while (line.length <= index) line.push(null);
      line[index] = rawNumberOrNull(row['runs']);
    }
    return result;
  }

  private async batting(gameId: number): Promise<Record<GameSide, BoxBattingRow[]>> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT gb.side, gb.player_id, p.player_name, tp.backnumber, gb.bat_num, gb.position,
         ${BATTING_COUNTS.map((field) => `gb.${field}`).join(', ')}
       FROM game_batting gb
       JOIN player p ON p.player_id = gb.player_id
       LEFT JOIN team_player tp ON tp.team_id = gb.team_id AND tp.player_id = gb.player_id
       WHERE gb.game_id = ?
       ORDER BY gb.bat_num, gb.sub_order, gb.game_batting_id`,
      [gameId],
    );
    const result: Record<GameSide, BoxBattingRow[]> = { visit: [], home: [] };
    for (const row of rows) {
      const line = {
        playerId: rawNumber(row['player_id']),
        playerName: rawString(row['player_name']),
        backnumber: rawStringOrNull(row['backnumber']),
        batNum: rawNumber(row['bat_num']),
        position: rawStringOrNull(row['position']),
      } as BoxBattingRow;
      for (const field of BATTING_COUNTS) line[field] = rawNumber(row[field]);
      result[rawString(row['side']) as GameSide].push(line);
    }
    return result;
  }

  private async pitching(gameId: number): Promise<Record<GameSide, BoxPitchingRow[]>> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT gp.side, gp.player_id, p.player_name, tp.backnumber, gp.pitch_order, gp.starter, gp.pitches, gp.decision,
         ${PITCHING_COUNTS.map((field) => `gp.${field}`).join(', ')}
       FROM game_pitching gp
       JOIN player p ON p.player_id = gp.player_id
       LEFT JOIN team_player tp ON tp.team_id = gp.team_id AND tp.player_id = gp.player_id
       WHERE gp.game_id = ?
       ORDER BY gp.pitch_order, gp.game_pitching_id`,
      [gameId],
    );
    const result: Record<GameSide, BoxPitchingRow[]> = { visit: [], home: [] };
    for (const row of rows) {
      const outs = rawNumber(row['outs']);
      const line = {
        playerId: rawNumber(row['player_id']),
        playerName: rawString(row['player_name']),
        backnumber: rawStringOrNull(row['backnumber']),
        order: rawNumber(row['pitch_order']),
        starter: rawBool(row['starter']),
        inning: formatInnings(outs),
        // The contract's pitches is a number: a league that does not count pitches shows 0.
        pitches: rawNumberOrNull(row['pitches']) ?? 0,
        decision: rawStringOrNull(row['decision']) as PitcherResult | null,
      } as BoxPitchingRow;
      for (const field of PITCHING_COUNTS) line[field] = rawNumber(row[field]);
      result[rawString(row['side']) as GameSide].push(line);
    }
    return result;
  }
}
