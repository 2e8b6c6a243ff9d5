import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { LeagueMain } from '../leagues/league-main.entity';

/** A league main's eligibility rules (migration 1767227200000); no row means the defaults. */
@Entity('league_eligibility')
export class LeagueEligibility {
  @PrimaryColumn({ name: 'main_id', type: 'int' })
  mainId!: number;

  @ManyToOneBy(() => LeagueMain, 'main_id', 'FK_league_eligibility_main_id', 'CASCADE')
  leagueMain?: LeagueMain;

  @Column({ name: 'wait_days', type: 'int', default: 0 })
  waitDays!: number;

  /** Comma-separated player.pro_type codes that may play. */
  @Column({ name: 'allowed_pro_types', type: 'varchar', length: 20, default: '0,1,2' })
  allowedProTypes!: string;

  /** Comma-separated player.pro_type_middle codes that may play. */
  @Column({ name: 'allowed_pro_type_middles', type: 'varchar', length: 20, default: '0,1,2' })
  allowedProTypeMiddles!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}
