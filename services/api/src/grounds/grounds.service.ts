import { Injectable, NotFoundException } from '@nestjs/common';
import type { Ground } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { rawNumber, rawString, type RawValue } from '../common/sql/raw-values';

type Row = Record<string, RawValue>;

const toGround = (row: Row): Ground => ({ groundId: rawNumber(row['ground_id']), groundName: rawString(row['ground_name']) });

/** Fields (구장) for the schedule filters and forms. */
@Injectable()
export class GroundsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<Ground[]> {
    const rows: Row[] = await this.dataSource.query('SELECT ground_id, ground_name FROM ground ORDER BY ground_id');
    return rows.map(toGround);
  }

  async get(groundId: number): Promise<Ground> {
    const [row]: Row[] = await this.dataSource.query('SELECT ground_id, ground_name FROM ground WHERE ground_id = ?', [groundId]);
    if (!row) throw new NotFoundException('구장을 찾을 수 없습니다.');
    return toGround(row);
  }

  /** The grounds a league main uses. */
  async listOfMain(mainId: number): Promise<Ground[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT m.main_id, gr.ground_id, gr.ground_name FROM league_main m
       LEFT JOIN ground gr ON gr.main_id = m.main_id
       WHERE m.main_id = ? ORDER BY gr.ground_id`,
      [mainId],
    );
    if (rows.length === 0) throw new NotFoundException('리그를 찾을 수 없습니다.');
    return rows.filter((row) => row['ground_id'] !== null).map(toGround);
  }
}
