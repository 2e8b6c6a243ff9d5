import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { League } from '../leagues/league.entity';
import { Team } from '../teams/team.entity';
import { StatCountColumns } from './stat-count.columns';
import { Player } from '../players/player.entity';

/**
 * A player's season totals for one team in one league (the engine's PlayerTotals), maintained
 * by GameRecordService in the same transaction as every game-record write or delete. Player
 * rankings read these rows. games = games with a batting or a pitching line.
 */
@Entity('league_player_stat')
@Index('IDX_league_player_stat_player_id', ['playerId'])
@Index('IDX_league_player_stat_team_id', ['teamId'])
export class LeaguePlayerStat extends StatCountColumns {
  @PrimaryColumn({ name: 'league_id', type: 'int' })
  leagueId!: number;

  @PrimaryColumn({ name: 'team_id', type: 'int' })
  teamId!: number;

  /** player.player_id */
  @PrimaryColumn({ name: 'player_id', type: 'int' })
  playerId!: number;

  @ManyToOneBy(() => Player, 'player_id', 'FK_league_player_stat_player_id')
  player?: Player;

  @ManyToOneBy(() => League, 'league_id', 'FK_league_player_stat_league_id', 'CASCADE')
  league?: League;

  @ManyToOneBy(() => Team, 'team_id', 'FK_league_player_stat_team_id', 'CASCADE')
  team?: Team;

  @Column({ type: 'int', default: 0 })
  games!: number;
}
