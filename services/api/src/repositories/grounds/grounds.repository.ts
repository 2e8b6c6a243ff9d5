import { Injectable } from '@nestjs/common';
import type { Ground } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { rawNumber, rawString, type Row } from '../../common/sql/raw-values';
import { Ground as GroundEntity } from './ground.entity';


const toGround = (row: Row): Ground => ({ groundId: rawNumber(row['ground_id']), groundName: rawString(row['ground_name']) });

/** Every query of the grounds module. */
@Injectable()
export class GroundsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async all(): Promise<Ground[]> {
    const rows: Row[] = await this.dataSource.query('SELECT ground_id, ground_name FROM ground ORDER BY ground_id');
    return rows.map(toGround);
  }

  async ground(groundId: number): Promise<Ground | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT ground_id, ground_name FROM ground WHERE ground_id = ?', [groundId]);
    return row ? toGround(row) : null;
  }

  /** The grounds of a league main. */
  async ofMain(mainId: number): Promise<Ground[]> {
    const rows: Row[] = await this.dataSource.query('SELECT ground_id, ground_name FROM ground WHERE main_id = ? ORDER BY ground_id', [mainId]);
    return rows.map(toGround);
  }

  /** A ground of the main, in the caller's transaction; answers its id. */
  async insertGround(em: EntityManager, mainId: number, groundName: string): Promise<number> {
    const result = await em.insert(GroundEntity, { mainId, groundName });
    return Number(result.identifiers[0]?.['groundId']);
  }
}
