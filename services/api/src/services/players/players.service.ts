import { Injectable, NotFoundException } from '@nestjs/common';
import type { BatThrw, PlayerLeagueTeams, UserPlayer } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository, type MemberPlayerChange, type MemberPlayerData, type PlayerAccount, type PlayerFormData, type PlayerRosterProfile } from '../../repositories/players/players.repository';

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

  /** The ids of the member's player records (none before they register as a player). */
  idsOfUser(userId: number): Promise<number[]> {
    return this.repository.idsOfUser(userId);
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

  /** Each player's name, member account (null when none) and position by id. */
  accounts(playerIds: readonly number[]): Promise<Map<number, PlayerAccount>> {
    return this.repository.accounts(playerIds);
  }

  /** Each player's name, birthday, bats/throws, position and member account by id. */
  rosterProfiles(playerIds: readonly number[]): Promise<Map<number, PlayerRosterProfile>> {
    return this.repository.rosterProfiles(playerIds);
  }

  /** Sets the player's bats/throws (team staff editing their roster), in the caller's transaction. */
  updateBatThrw(em: EntityManager, playerId: number, batThrw: BatThrw): Promise<void> {
    return this.repository.updateBatThrw(em, playerId, batThrw);
  }

  /** Creates or updates the member's player record from the join form, in the caller's transaction; answers its id. */
  saveOfMember(em: EntityManager, userId: number, data: PlayerFormData): Promise<number> {
    return this.repository.saveOfMember(em, userId, data);
  }

  /** The member's own changes to his player record (/user/change), in the caller's transaction; false when he has none. */
  updateOfMember(em: EntityManager, userId: number, data: MemberPlayerChange): Promise<boolean> {
    return this.repository.updateOfMember(em, userId, data);
  }

  /** Keeps only the player's name on a withdrawing member's player records, in the caller's transaction. */
  anonymizeOfMember(em: EntityManager, userId: number): Promise<void> {
    return this.repository.anonymizeOfMember(em, userId);
  }
}
