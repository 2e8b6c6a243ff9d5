import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { Team } from '../teams/team.entity';
import { Schedule } from './schedule.entity';
import { Player } from '../players/player.entity';

/**
 * A submitted lineup entry (a team's lineup is submitted when it has entries). batNum: 1..99 a
 * starter in that slot (with a position), 0 or less the starting pitcher, 100 or more a reserve
 * (see classifyBatNum in @dugout/contracts).
 */
@Entity('game_lineup')
@Unique('UQ_game_lineup_game_team_player', ['gameId', 'teamId', 'playerId'])
@Index('IDX_game_lineup_player_id', ['playerId'])
export class GameLineup {
  @PrimaryGeneratedColumn({ name: 'game_lineup_id' })
  gameLineupId!: number;

  @Column({ name: 'game_id', type: 'int' })
  gameId!: number;

  @ManyToOneBy(() => Schedule, 'game_id', 'FK_game_lineup_game_id', 'CASCADE')
  schedule?: Schedule;

  @Column({ name: 'team_id', type: 'int' })
  teamId!: number;

  @ManyToOneBy(() => Team, 'team_id', 'FK_game_lineup_team_id', 'CASCADE')
  team?: Team;

  /** player.player_id */
  @Column({ name: 'player_id', type: 'int' })
  playerId!: number;

  @ManyToOneBy(() => Player, 'player_id', 'FK_game_lineup_player_id')
  player?: Player;

  @Column({ name: 'bat_num', type: 'int' })
  batNum!: number;

  /** P C 1B 2B 3B SS LF CF RF DH; required for starters and the starting pitcher. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  position!: string | null;
}
