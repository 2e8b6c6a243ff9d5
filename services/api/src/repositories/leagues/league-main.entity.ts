import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A league operator's site (/league/{leaguePath}); its seasons, boards and managers hang off it. */
@Entity('league_main')
@Unique('UQ_league_main_league_path', ['leaguePath'])
export class LeagueMain {
  @PrimaryGeneratedColumn({ name: 'main_id' })
  mainId!: number;

  @Column({ name: 'main_name', type: 'varchar', length: 100 })
  mainName!: string;

  @Column({ name: 'league_path', type: 'varchar', length: 50 })
  leaguePath!: string;

  /** File names under /upload/league/ (logo, sidebar banner, top banner). */
  @Column({ name: 'logo_img', type: 'varchar', length: 255, nullable: true })
  logoImg!: string | null;

  @Column({ name: 'ext_img1', type: 'varchar', length: 255, nullable: true })
  extImg1!: string | null;

  @Column({ name: 'ext_img2', type: 'varchar', length: 255, nullable: true })
  extImg2!: string | null;

  /** External video channel link; the league home shows it only when set. */
  @Column({ name: 'video_url', type: 'varchar', length: 255, nullable: true })
  videoUrl!: string | null;

  /** Minutes before the game time that the teams' lineups close (services/api/docs/lineups.md). */
  @Column({ name: 'lineup_deadline_minutes', type: 'integer', default: 30 })
  lineupDeadlineMinutes!: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
