import { Injectable } from '@nestjs/common';
import type { ManagedTeam, TeamListItem, TeamListPage, TeamListQuery } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { LeaguesService } from '../leagues/leagues.service';
import { PlayersService } from '../players/players.service';
import { TeamsQueries } from './teams.queries';

/** Team search, the teams a member belongs to or runs, and what other modules need of teams. */
@Injectable()
export class TeamsService {
  constructor(
    private readonly queries: TeamsQueries,
    private readonly leagues: LeaguesService,
    private readonly players: PlayersService,
  ) {}

  /** Whether the teams are as many different ordinary teams (not placeholders such as "토요리그 1위"). */
  async areRealTeams(em: EntityManager, teamIds: readonly number[]): Promise<boolean> {
    return (await this.queries.countRealTeams(em, teamIds)) === teamIds.length;
  }

  /** The player ids on each team's roster (team_player), read in the caller's transaction. */
  rosters(em: EntityManager, teamIds: readonly number[]): Promise<Map<number, Set<number>>> {
    return this.queries.rosters(em, teamIds);
  }

  teamExists(teamId: number): Promise<boolean> {
    return this.queries.teamExists(teamId);
  }

  /** Each team's name by id. */
  teamNames(teamIds: readonly number[]): Promise<Map<number, string>> {
    return this.queries.teamNames(teamIds);
  }

  /** The teams whose rosters hold one of the players. */
  teamIdsOfPlayers(playerIds: readonly number[]): Promise<number[]> {
    return this.queries.teamIdsOfPlayers(playerIds);
  }

  /** The back number of each roster member of the teams (null when none was given), by `teamId:playerId`. */
  backnumbers(teamIds: readonly number[]): Promise<Map<string, string | null>> {
    return this.queries.backnumbers(teamIds);
  }

  /**
   * One page of teams by name. With userId: the member's own teams (those their player is on),
   * otherwise every real team (placeholder teams, spoType 9, are never searchable).
   */
  async list(query: TeamListQuery): Promise<TeamListPage> {
    const playerIds = query.userId === undefined ? undefined : await this.players.idsOfUser(query.userId);
    const { profiles, total } = await this.queries.profilePage(query, playerIds);
    const leagueMains = await this.leagues.mainsOfTeams(profiles.map((profile) => profile.teamId));
    const data: TeamListItem[] = profiles.map((profile) => ({ ...profile, leagueMains: leagueMains.get(profile.teamId) ?? [] }));
    return { data, total, page: query.page, pagesize: query.pagesize };
  }

  /** The teams whose staff portal the member may open. */
  managedTeams(userId: number): Promise<ManagedTeam[]> {
    return this.queries.managedTeams(userId);
  }
}
