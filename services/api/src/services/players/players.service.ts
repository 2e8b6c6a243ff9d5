import { Injectable, NotFoundException } from '@nestjs/common';
import type { PlayerLeagueTeams, UserPlayer } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository, type MemberPlayerData } from '../../repositories/players/players.repository';

@Injectable()
export class PlayersService {
  constructor(
    private readonly repository: PlayersRepository,
    private readonly leagues: LeaguesRepository,
  ) {}

  /** The member's player record, or null when they have not registered as a player yet. */
  findOfUser(userId: number): Promise<UserPlayer | null> {
    return this.repository.ofUser(userId);
  }

  /**
   * GET /api/player/{playerId}/leagueTeam: the teams he is on, each with the league mains it plays
   * in, and his league registrations (404 for an unknown player).
   */
  async leagueTeams(playerId: number): Promise<PlayerLeagueTeams> {
    const playerName = await this.repository.nameOf(playerId);
    if (playerName === null) throw new NotFoundException('선수를 찾을 수 없습니다.');
    const [links, leaguePlayers] = await Promise.all([this.repository.teamLinks(playerId), this.repository.leagueRegistrations(playerId)]);
    const mains = await this.leagues.mainsOfTeams(links.map((link) => link.team.teamId));
    const teams = links.map((link) => ({ ...link, leagueMains: mains.get(link.team.teamId) ?? [] }));
    return { playerId, playerName, teams, leaguePlayers };
  }

  /**
   * The member's player id, in the caller's transaction; a member without one gets a new player
   * record from their account data (name, birthday, gender, phone).
   */
  async ensureOfMember(em: EntityManager, member: MemberPlayerData): Promise<number> {
    return (await this.repository.idOfUserIn(em, member.userId)) ?? this.repository.insertForMember(em, member);
  }

  /** Each player's name by id. */
  names(playerIds: readonly number[]): Promise<Map<number, string>> {
    return this.repository.names(playerIds);
  }
}
