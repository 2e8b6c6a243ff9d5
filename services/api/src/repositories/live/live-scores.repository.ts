import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LiveGame, LiveGameState } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { rawBool, rawNumber, rawNumberOrNull, rawSeoulDateTime, rawString, rawStringOrNull, utcDateTimeParam, type Row } from '../../common/sql/raw-values';


/** Which games a list is about: one league main, or every main (null). */
export interface LiveScope {
  mainId: number | null;
}

/**
 * A read model of the live ticker: one row per schedule item with its league, main, teams, score
 * and the last inning of its line score. Read-only; the records are written by the games module.
 */
const LIVE_GAME_SELECT = `
SELECT s.game_id, s.league_id, l.league_name, se.main_id, lm.league_path, s.schedule_time, s.is_cancel,
  s.visit_team_id, s.home_team_id, vt.team_name AS visit_team_name, ht.team_name AS home_team_name,
  g.game_id AS record_game_id, g.win_type, g.record_state, g.visit_score, g.home_score,
  (SELECT MAX(gi.inning) FROM game_inning gi WHERE gi.game_id = s.game_id AND gi.side = 'visit') AS visit_innings,
  (SELECT MAX(gi.inning) FROM game_inning gi WHERE gi.game_id = s.game_id AND gi.side = 'home') AS home_innings
FROM schedule s
JOIN league l ON l.league_id = s.league_id
JOIN season se ON se.season_id = l.season_id
JOIN league_main lm ON lm.main_id = se.main_id
LEFT JOIN team vt ON vt.team_id = s.visit_team_id
LEFT JOIN team ht ON ht.team_id = s.home_team_id
LEFT JOIN game g ON g.game_id = s.game_id`;

/** The most games a list of the snapshot carries. */
const LIST_LIMIT = 30;

@Injectable()
export class LiveScoresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One game as the ticker shows it, or null when there is no such schedule item. */
  async game(gameId: number): Promise<LiveGame | null> {
    const rows: Row[] = await this.dataSource.query(`${LIVE_GAME_SELECT} WHERE s.game_id = ?`, [gameId]);
    return rows[0] ? toLiveGame(rows[0]) : null;
  }

  /** Every game in [from, to), in time order. */
  async gamesBetween(scope: LiveScope, from: number, to: number): Promise<LiveGame[]> {
    const { where, params } = scopeSql(scope);
    const rows: Row[] = await this.dataSource.query(
      `${LIVE_GAME_SELECT} WHERE s.schedule_time >= ? AND s.schedule_time < ?${where} ORDER BY s.schedule_time, s.game_id LIMIT ${LIST_LIMIT * 2}`,
      [utcDateTimeParam(from), utcDateTimeParam(to), ...params],
    );
    return rows.map((row) => toLiveGame(row));
  }

  /** The next games from `from` on that are neither cancelled nor played. */
  async nextGames(scope: LiveScope, from: number, limit: number): Promise<LiveGame[]> {
    const { where, params } = scopeSql(scope);
    const rows: Row[] = await this.dataSource.query(
      `${LIVE_GAME_SELECT} WHERE s.schedule_time >= ? AND s.is_cancel = 0 AND g.game_id IS NULL${where} ORDER BY s.schedule_time, s.game_id LIMIT ${Math.min(limit, LIST_LIMIT)}`,
      [utcDateTimeParam(from), ...params],
    );
    return rows.map((row) => toLiveGame(row));
  }
}

function scopeSql({ mainId }: LiveScope): { where: string; params: unknown[] } {
  return mainId === null ? { where: '', params: [] } : { where: ' AND se.main_id = ?', params: [mainId] };
}

function toLiveGame(row: Row): LiveGame {
  const hasRecord = row['record_game_id'] !== null && row['record_game_id'] !== undefined;
  const scheduleTime = rawSeoulDateTime(row['schedule_time']);
  const visitInnings = rawNumberOrNull(row['visit_innings']);
  const homeInnings = rawNumberOrNull(row['home_innings']) ?? 0;
  return {
    gameId: rawNumber(row['game_id']),
    leagueId: rawNumber(row['league_id']),
    leagueName: rawString(row['league_name']),
    mainId: rawNumber(row['main_id']),
    leaguePath: rawString(row['league_path']),
    scheduleTime,
    state: stateOf(rawBool(row['is_cancel']), hasRecord, rawStringOrNull(row['record_state'])),
    visit: { teamId: rawNumberOrNull(row['visit_team_id']), teamName: rawStringOrNull(row['visit_team_name']) ?? '미정', score: hasRecord ? rawNumber(row['visit_score']) : null },
    home: { teamId: rawNumberOrNull(row['home_team_id']), teamName: rawStringOrNull(row['home_team_name']) ?? '미정', score: hasRecord ? rawNumber(row['home_score']) : null },
    inning: visitInnings,
    half: visitInnings === null ? null : homeInnings < visitInnings ? 'top' : 'bottom',
  };
}

/** A record being entered is a draft; a final (or corrected) record is the result. */
function stateOf(cancelled: boolean, hasRecord: boolean, recordState: string | null): LiveGameState {
  if (cancelled) return 'cancelled';
  if (!hasRecord) return 'scheduled';
  return recordState === 'final' || recordState === 'corrected' ? 'final' : 'live';
}
