import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { LeagueMain } from '../leagues/league-main.entity';

/** A field (구장). A league main lists the grounds it uses; mainId null is a ground of no main. */
@Entity('ground')
@Index('IDX_ground_main_id', ['mainId'])
export class Ground {
  @PrimaryGeneratedColumn({ name: 'ground_id' })
  groundId!: number;

  @Column({ name: 'main_id', type: 'int', nullable: true })
  mainId!: number | null;

  @ManyToOneBy(() => LeagueMain, 'main_id', 'FK_ground_main_id', 'SET NULL')
  leagueMain?: LeagueMain | null;

  @Column({ name: 'ground_name', type: 'varchar', length: 50 })
  groundName!: string;
}
