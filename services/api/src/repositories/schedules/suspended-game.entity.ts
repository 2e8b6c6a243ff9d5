import { CreateDateColumn, Entity, Index, PrimaryColumn, Column } from 'typeorm';
import { ManyToOneBy, OneToOneBy } from '../foreign-key.relations';
import { Season } from '../leagues/season.entity';
import { Schedule } from './schedule.entity';

/** The season's suspended-games list (서스펜디드): GET /api/game/season/{id}/suspended. */
@Entity('suspended_game')
@Index('IDX_suspended_game_season_id', ['seasonId'])
export class SuspendedGame {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId!: number;

  @OneToOneBy(() => Schedule, 'game_id', 'FK_suspended_game_game_id', 'CASCADE')
  schedule?: Schedule;

  @Column({ name: 'season_id', type: 'int' })
  seasonId!: number;

  @ManyToOneBy(() => Season, 'season_id', 'FK_suspended_game_season_id', 'CASCADE')
  season?: Season;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
