import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { League } from '../leagues/league.entity';
import { Team } from '../teams/team.entity';
import { StatCountColumns } from './stat-count.columns';

/**
 * A team's season totals in one league: G/W/L/D by the win-type rules (gameOutcome), and the
 * sums of its players' lines (the engine's TeamTotals; its runs are bat_r and pit_r). Maintained by
 * GameRecordService with the game records. A team's games count in its own league only.
 */
@Entity('league_team_stat')
@Index('IDX_league_team_stat_team_id', ['teamId'])
export class LeagueTeamStat extends StatCountColumns {
  @PrimaryColumn({ name: 'league_id', type: 'int' })
  leagueId!: number;

  @PrimaryColumn({ name: 'team_id', type: 'int' })
  teamId!: number;

  @ManyToOneBy(() => League, 'league_id', 'FK_league_team_stat_league_id', 'CASCADE')
  league?: League;

  @ManyToOneBy(() => Team, 'team_id', 'FK_league_team_stat_team_id', 'CASCADE')
  team?: Team;

  /** Counted games (노게임 excluded). */
  @Column({ type: 'int', default: 0 })
  games!: number;

  @Column({ type: 'int', default: 0 })
  win!: number;

  @Column({ type: 'int', default: 0 })
  lose!: number;

  @Column({ type: 'int', default: 0 })
  draw!: number;
}
