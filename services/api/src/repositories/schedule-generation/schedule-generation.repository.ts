import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  rawInstant,
  rawNumber,
  rawNumberOrNull,
  rawString,
  rawStringOrNull,
  utcDateTimeParam,
  type Row,
} from '../../common/sql/raw-values';


export interface TempRow {
  tempId: number;
  leagueId: number;
  gameCnt: number;
  options: string;
  createdBy: number | null;
  createdByName: string | null;
  /** Instant (ms). */
  createdAt: number;
}

export interface TempGameRow {
  tempGameId: number;
  tempId: number;
  round: number;
  /** Instant (ms). */
  scheduleTime: number;
  groundId: number;
  visitTeamId: number;
  homeTeamId: number;
}

export interface TempGameInsert {
  round: number;
  scheduleTime: number;
  groundId: number;
  visitTeamId: number;
  homeTeamId: number;
}

const INSERT_CHUNK = 200;

const toTemp = (row: Row): TempRow => ({
  tempId: rawNumber(row['temp_id']),
  leagueId: rawNumber(row['league_id']),
  gameCnt: rawNumber(row['game_cnt']),
  options: rawString(row['options']),
  createdBy: rawNumberOrNull(row['created_by']),
  createdByName: rawStringOrNull(row['username']),
  createdAt: rawInstant(row['created_at']),
});

const toGame = (row: Row): TempGameRow => ({
  tempGameId: rawNumber(row['temp_game_id']),
  tempId: rawNumber(row['temp_id']),
  round: rawNumber(row['round']),
  scheduleTime: rawInstant(row['schedule_time']),
  groundId: rawNumber(row['ground_id']),
  visitTeamId: rawNumber(row['visit_team_id']),
  homeTeamId: rawNumber(row['home_team_id']),
});

const TEMP_SELECT = `SELECT st.temp_id, st.league_id, st.game_cnt, st.options, st.created_by, st.created_at, u.username
  FROM schedule_temp st LEFT JOIN user u ON u.user_id = st.created_by`;

/** SQL of the temporary schedules (schedule_temp, schedule_temp_game). */
@Injectable()
export class ScheduleGenerationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private runner(em?: EntityManager): DataSource | EntityManager {
    return em ?? this.dataSource;
  }

  async tempOfLeague(leagueId: number, em?: EntityManager): Promise<TempRow | null> {
    const [row]: Row[] = await this.runner(em).query(`${TEMP_SELECT} WHERE st.league_id = ?`, [leagueId]);
    return row ? toTemp(row) : null;
  }

  async temp(tempId: number, em?: EntityManager): Promise<TempRow | null> {
    const [row]: Row[] = await this.runner(em).query(`${TEMP_SELECT} WHERE st.temp_id = ?`, [tempId]);
    return row ? toTemp(row) : null;
  }

  async games(tempId: number, em?: EntityManager): Promise<TempGameRow[]> {
    const rows: Row[] = await this.runner(em).query(
      `SELECT temp_game_id, temp_id, round, schedule_time, ground_id, visit_team_id, home_team_id
       FROM schedule_temp_game WHERE temp_id = ? ORDER BY schedule_time, ground_id, temp_game_id`,
      [tempId],
    );
    return rows.map(toGame);
  }

  async game(tempGameId: number, em?: EntityManager): Promise<TempGameRow | null> {
    const [row]: Row[] = await this.runner(em).query(
      'SELECT temp_game_id, temp_id, round, schedule_time, ground_id, visit_team_id, home_team_id FROM schedule_temp_game WHERE temp_game_id = ?',
      [tempGameId],
    );
    return row ? toGame(row) : null;
  }

  /** Removes a temp schedule and its games (games first: no reliance on ON DELETE CASCADE). */
  async deleteTemp(em: EntityManager, tempId: number): Promise<void> {
    await em.query('DELETE FROM schedule_temp_game WHERE temp_id = ?', [tempId]);
    await em.query('DELETE FROM schedule_temp WHERE temp_id = ?', [tempId]);
  }

  async insertTemp(em: EntityManager, leagueId: number, gameCnt: number, options: string, createdBy: number): Promise<number> {
    await em.query('INSERT INTO schedule_temp (league_id, game_cnt, options, created_by, created_at) VALUES (?, ?, ?, ?, ?)', [
      leagueId,
      gameCnt,
      options,
      createdBy,
      utcDateTimeParam(Date.now()),
    ]);
    const [row]: Row[] = await em.query('SELECT temp_id FROM schedule_temp WHERE league_id = ?', [leagueId]);
    return rawNumber(row?.['temp_id']);
  }

  async insertGames(em: EntityManager, tempId: number, games: readonly TempGameInsert[]): Promise<void> {
    for (let start = 0; start < games.length; start += INSERT_CHUNK) {
      const chunk = games.slice(start, start + INSERT_CHUNK);
      await em.query(
        `INSERT INTO schedule_temp_game (temp_id, round, schedule_time, ground_id, visit_team_id, home_team_id) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flatMap((game) => [tempId, game.round, utcDateTimeParam(game.scheduleTime), game.groundId, game.visitTeamId, game.homeTeamId]),
      );
    }
  }

  async updateGame(em: EntityManager, tempGameId: number, change: Pick<TempGameRow, 'scheduleTime' | 'groundId' | 'visitTeamId' | 'homeTeamId'>): Promise<void> {
    await em.query('UPDATE schedule_temp_game SET schedule_time = ?, ground_id = ?, visit_team_id = ?, home_team_id = ? WHERE temp_game_id = ?', [
      utcDateTimeParam(change.scheduleTime),
      change.groundId,
      change.visitTeamId,
      change.homeTeamId,
      tempGameId,
    ]);
  }
}
