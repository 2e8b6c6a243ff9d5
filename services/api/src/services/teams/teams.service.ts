import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ManagedTeam, TeamListItem, TeamListPage, TeamListQuery, TeamProfile, TeamRosterEntry } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { TeamsRepository, type DatedRosterLine } from '../../repositories/teams/teams.repository';


const TEAM_MANAGER_NOT_FOUND = '이 팀의 관리자가 아닌 회원입니다.';
const ALREADY_TEAM_MANAGER = '이미 이 팀의 관리자인 회원입니다.';
const NOT_TEAM_MEMBER = '이 팀에 선수로 소속된 회원만 관리자로 지정할 수 있습니다.';
export const ALREADY_ON_ROSTER = '이미 이 팀에 소속된 선수입니다.';
export const LAST_TEAM_MANAGER = '팀에는 관리자가 한 명 이상 있어야 합니다. 다른 관리자를 먼저 지정해 주세요.';

const NUMERIC_BACKNUMBER = /^\d+$/;
/** The spec's team search size (section 9). */
const TEAM_NAME_SEARCH_LIMIT = 100;

/** Numeric back numbers first, by value; then other text ones; then none; each tie by name, then id. */
function byBacknumberThenName(a: TeamRosterEntry, b: TeamRosterEntry): number {
  const rank = (entry: TeamRosterEntry) =>
    entry.backnumber === null || entry.backnumber.trim() === '' ? 2 : NUMERIC_BACKNUMBER.test(entry.backnumber.trim()) ? 0 : 1;
  const rankA = rank(a);
  const rankB = rank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 0) {
    const difference = Number(a.backnumber) - Number(b.backnumber);
    if (difference !== 0) return difference;
  } else if (rankA === 1) {
    const text = (a.backnumber as string).localeCompare(b.backnumber as string, 'ko');
    if (text !== 0) return text;
  }
  return a.playerName.localeCompare(b.playerName, 'ko') || a.playerId - b.playerId;
}

/** Team search, the teams a member belongs to or runs, and what other modules need of teams. */
@Injectable()
export class TeamsService {
  constructor(
    private readonly repository: TeamsRepository,
    private readonly leagues: LeaguesRepository,
    private readonly players: PlayersRepository,
  ) {}

  /** Whether the teams are as many different ordinary teams (not placeholders such as "토요리그 1위"). */
  async areRealTeams(em: EntityManager, teamIds: readonly number[]): Promise<boolean> {
    return (await this.repository.countRealTeams(em, teamIds)) === teamIds.length;
  }

  /** The player ids on each team's roster (team_player), read in the caller's transaction. */
  rosters(em: EntityManager, teamIds: readonly number[]): Promise<Map<number, Set<number>>> {
    return this.repository.rosters(em, teamIds);
  }

  /** The back number of each roster member of the teams (null when none was given), by `teamId:playerId`. */
  backnumbers(teamIds: readonly number[]): Promise<Map<string, string | null>> {
    return this.repository.backnumbers(teamIds);
  }

  /**
   * One page of teams by name. With userId: the member's own teams (those their player is on),
   * otherwise every real team (placeholder teams, spoType 9, are never searchable).
   */
  async list(query: TeamListQuery): Promise<TeamListPage> {
    const playerIds = query.userId === undefined ? undefined : await this.players.idsOfUser(query.userId);
    const { profiles, total } = await this.repository.profilePage(query, playerIds);
    const leagueMains = await this.leagues.mainsOfTeams(profiles.map((profile) => profile.teamId));
    const data: TeamListItem[] = profiles.map((profile) => ({ ...profile, leagueMains: leagueMains.get(profile.teamId) ?? [] }));
    return { data, total, page: query.page, pagesize: query.pagesize };
  }

  /**
   * The team's roster with each player's name and member account (null when the player has none),
   * by back number then name; 404 when the team does not exist.
   */
  async roster(teamId: number): Promise<TeamRosterEntry[]> {
    await this.requireTeam(teamId);
    const lines = await this.repository.roster(teamId);
    const accounts = await this.players.accounts(lines.map((line) => line.playerId));
    const entries: TeamRosterEntry[] = lines.map((line) => {
      const account = accounts.get(line.playerId);
      return {
        playerId: line.playerId,
        playerName: account?.playerName ?? '',
        backnumber: line.backnumber,
        position: line.position ?? account?.position ?? null,
        teamRole: line.teamRole,
        userId: account?.userId ?? null,
      };
    });
    return entries.sort(byBacknumberThenName);
  }

  /** 404 unless the team exists. */
  private async requireTeam(teamId: number): Promise<void> {
    if (!(await this.repository.teamExists(teamId))) throw new NotFoundException(TEAM_NOT_FOUND);
  }

  /** Runs manager writes and what goes with them (their audit entry) in one transaction. */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.repository.transaction(work);
  }

  /** Makes a member of the team (his player is on the roster) one of its managers, in the caller's transaction. */
  async addManager(em: EntityManager, teamId: number, userId: number): Promise<void> {
    await this.requireTeam(teamId);
    if (await this.repository.isManager(teamId, userId)) throw new ConflictException(ALREADY_TEAM_MANAGER);
    const playerIds = await this.players.idsOfUser(userId);
    if (!(await this.repository.hasRosterPlayer(teamId, playerIds))) throw new BadRequestException(NOT_TEAM_MEMBER);
    await this.repository.insertManager(teamId, userId, em);
  }

  /** Removes a manager in the caller's transaction; the team always keeps one (400). */
  async removeManager(em: EntityManager, teamId: number, userId: number): Promise<void> {
    await this.requireTeam(teamId);
    const managers = await this.repository.lockedManagerIds(em, teamId);
    if (!managers.includes(userId)) throw new NotFoundException(TEAM_MANAGER_NOT_FOUND);
    if (managers.length <= 1) throw new BadRequestException(LAST_TEAM_MANAGER);
    await this.repository.deleteManager(teamId, userId, em);
  }

  /** GET /api/team/admin/search/name: real teams whose name contains the text (at most 100), for a league's team list. */
  searchByName(name: string): Promise<TeamProfile[]> {
    return this.repository.profilesByName(name, TEAM_NAME_SEARCH_LIMIT);
  }

  /** The teams whose staff portal the member may open. */
  managedTeams(userId: number): Promise<ManagedTeam[]> {
    return this.repository.managedTeams(userId);
  }

  /** An ordinary team (placeholders cannot be joined) with its leagues; 404 otherwise. */
  async joinableTeam(teamId: number): Promise<TeamListItem> {
    const profile = await this.repository.joinableProfile(teamId);
    if (!profile) throw new NotFoundException(TEAM_NOT_FOUND);
    const leagueMains = await this.leagues.mainsOfTeams([teamId]);
    return { ...profile, leagueMains: leagueMains.get(teamId) ?? [] };
  }

  /** Puts the player on the team's roster in the caller's transaction; 409 when he is already on it. */
  async addRosterLine(em: EntityManager, teamId: number, line: DatedRosterLine): Promise<void> {
    if (await this.repository.rosterLineIn(em, teamId, [line.playerId])) throw new ConflictException(ALREADY_ON_ROSTER);
    await this.repository.insertRosterLine(em, teamId, line);
  }
}
