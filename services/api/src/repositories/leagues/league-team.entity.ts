import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { Team } from '../teams/team.entity';
import { League } from './league.entity';

/**
 * A team taking part in a league. Rows with interleague = true are guests: teams of another
 * league of the season that appear in this league's schedule (교류전) without belonging to it;
 * they are left out of the league's team list and standings.
 */
@Entity('league_team')
@Index('IDX_league_team_team_id', ['teamId'])
export class LeagueTeam {
  @PrimaryColumn({ name: 'league_id', type: 'int' })
  leagueId!: number;

  @PrimaryColumn({ name: 'team_id', type: 'int' })
  teamId!: number;

  @ManyToOneBy(() => League, 'league_id', 'FK_league_team_league_id', 'CASCADE')
  league?: League;

  @ManyToOneBy(() => Team, 'team_id', 'FK_league_team_team_id', 'CASCADE')
  team?: Team;

  @Column({ type: 'boolean', default: false })
  interleague!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
