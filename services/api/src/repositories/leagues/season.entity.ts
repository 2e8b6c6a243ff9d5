import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { LeagueMain } from './league-main.entity';

@Entity('season')
@Index('IDX_season_main_id', ['mainId'])
export class Season {
  @PrimaryGeneratedColumn({ name: 'season_id' })
  seasonId!: number;

  @Column({ name: 'main_id', type: 'int' })
  mainId!: number;

  @ManyToOneBy(() => LeagueMain, 'main_id', 'FK_season_main_id', 'CASCADE')
  leagueMain?: LeagueMain;

  @Column({ name: 'season_name', type: 'varchar', length: 100 })
  seasonName!: string;

  /** One season per league main is the active one. */
  @Column({ type: 'boolean', default: false })
  active!: boolean;

  /** 'YYYY-MM-DD' */
  @Column({ name: 'begin_date', type: 'date' })
  beginDate!: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;
}
