import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { Team } from '../teams/team.entity';
import { League } from './league.entity';
import { Player } from '../players/player.entity';

/** A player registered to play in a league for one team (선수 등록). */
@Entity('league_player')
@Unique('UQ_league_player_league_team_player', ['leagueId', 'teamId', 'playerId'])
@Index('IDX_league_player_player_id', ['playerId'])
@Index('IDX_league_player_team_id', ['teamId'])
export class LeaguePlayer {
  @PrimaryGeneratedColumn({ name: 'league_player_id' })
  leaguePlayerId!: number;

  @Column({ name: 'league_id', type: 'int' })
  leagueId!: number;

  @ManyToOneBy(() => League, 'league_id', 'FK_league_player_league_id', 'CASCADE')
  league?: League;

  @Column({ name: 'team_id', type: 'int' })
  teamId!: number;

  @ManyToOneBy(() => Team, 'team_id', 'FK_league_player_team_id', 'CASCADE')
  team?: Team;

  /** player.player_id (table of the players module). */
  @Column({ name: 'player_id', type: 'int' })
  playerId!: number;

  @ManyToOneBy(() => Player, 'player_id', 'FK_league_player_player_id')
  player?: Player;

  /** 'YYYY-MM-DD'; null while the registration is not dated. */
  @Column({ name: 'register_date', type: 'date', nullable: true })
  registerDate!: string | null;
}
