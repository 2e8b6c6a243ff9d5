import { SportType } from '@dugout/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A team. spoType 9 is a placeholder ("토요리그 1위") shown as plain text, without players. */
@Entity('team')
export class Team {
  @PrimaryGeneratedColumn({ name: 'team_id' })
  teamId!: number;

  @Column({ name: 'team_name', type: 'varchar', length: 50 })
  teamName!: string;

  @Column({ name: 'spo_type', type: 'int', default: SportType.Baseball })
  spoType!: SportType;

  /** File name under the team-logo storage (/api/team/logo/{logo}); null shows the default image. */
  @Column({ name: 'logo_img', type: 'varchar', length: 200, nullable: true })
  logoImg!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  director!: string | null;

  @Column({ name: 'manager_name', type: 'varchar', length: 50, nullable: true })
  managerName!: string | null;

  /** Founding date 'YYYY-MM-DD'. */
  @Column({ name: 'estb_dt', type: 'date', nullable: true })
  estbDt!: string | null;

  @Column({ name: 'home_ground', type: 'varchar', length: 100, nullable: true })
  homeGround!: string | null;

  /** Plain text (line breaks kept), never HTML. */
  @Column({ type: 'text', nullable: true })
  introduction!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
