import type { Position, TeamRole } from '@dugout/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { Team } from './team.entity';
import { Player } from '../players/player.entity';

/** A player's membership of a team: back number, role (teamRole 1-8) and position (P/C/IN/OU). */
@Entity('team_player')
@Index('IDX_team_player_player_id', ['playerId'])
export class TeamPlayer {
  @PrimaryColumn({ name: 'team_id', type: 'int' })
  teamId!: number;

  /** player.player_id (table of the players module). */
  @PrimaryColumn({ name: 'player_id', type: 'int' })
  playerId!: number;

  @ManyToOneBy(() => Player, 'player_id', 'FK_team_player_player_id')
  player?: Player;

  @ManyToOneBy(() => Team, 'team_id', 'FK_team_player_team_id', 'CASCADE')
  team?: Team;

  /** Kept as text like the API's backnumber (string | null); the import writes "0".."999". */
  @Column({ type: 'varchar', length: 10, nullable: true })
  backnumber!: string | null;

  @Column({ name: 'team_role', type: 'int', default: 7 })
  teamRole!: TeamRole;

  @Column({ type: 'varchar', length: 5, nullable: true })
  position!: Position | null;

  /** 'YYYY-MM-DD' */
  @Column({ name: 'joined_at', type: 'date', nullable: true })
  joinedAt!: string | null;
}
