import { Injectable } from '@nestjs/common';
import type { BatThrw, Gender, PlayerLeagueRegistration, PlayerTeamLink, ProType, ProTypeMiddle, TeamRole, UserPlayer } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { placeholders, rawDateOrNull, rawNumber, rawNumberOrNull, rawString, rawStringOrNull, type Row } from '../../common/sql/raw-values';
import { toLeague, toTeamLeagueMain } from '../leagues/leagues.repository';
import { toTeamWithLogo } from '../teams/teams.repository';
import { Player } from './player.entity';

/** A player named in another row (its player_id and player_name columns). */
export type PlayerIdName = Pick<UserPlayer, 'playerId' | 'playerName'>;
export const toPlayerIdName = (row: Row): PlayerIdName => ({ playerId: rawNumber(row['player_id']), playerName: rawString(row['player_name']) });

/** What other modules show of a player next to their own data (a roster line, for one). */
export interface PlayerAccount {
  playerName: string;
  /** The member account of the player; null for one registered by team staff or imported. */
  userId: number | null;
  position: string | null;
}

/** What a member's new player record starts from: the member's own account data. */
export interface MemberPlayerData {
  userId: number;
  playerName: string;
  /** YYYYMMDD */
  birthday: string | null;
  gender: Gender | null;
  phone: string | null;
}

/** A player's own data as a member enters it on the join form. */
export type PlayerFormData = Pick<
  Player,
  'playerName' | 'birthday' | 'gender' | 'middleSchool' | 'school' | 'address1' | 'phone' | 'proTypeMiddle' | 'proType' | 'batThrw' | 'position'
>;

/** What a member changes of his own player record on /user/change (his account's birthday, gender and phone go along). */
export type MemberPlayerChange = Partial<
  Pick<Player, 'birthday' | 'gender' | 'phone' | 'middleSchool' | 'school' | 'address1' | 'proTypeMiddle' | 'proType' | 'batThrw' | 'position'>
>;

/** What a team's staff roster shows of a player. */
export interface PlayerRosterProfile extends PlayerAccount {
  /** YYYYMMDD */
  birthday: string | null;
  batThrw: BatThrw | null;
}

/** The player record of a member (spec section 3, "Player of a user"). */
function toUserPlayer(player: Player): UserPlayer {
  const { playerId, playerName, birthday, gender, middleSchool, school, address1, phone, proTypeMiddle, proType, batThrw, position } =
    player;
  return {
    playerId,
    playerName,
    birthday,
    gender,
    middleSchool,
    school,
    address1,
    phone,
    // smallint columns can come back as text from some drivers
    proTypeMiddle: Number(proTypeMiddle) as ProTypeMiddle,
    proType: Number(proType) as ProType,
    batThrw: batThrw === null || batThrw === undefined ? null : (Number(batThrw) as BatThrw),
    position,
  };
}

/** Every query of the players module. */
@Injectable()
export class PlayersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get players() {
    return this.dataSource.getRepository(Player);
  }

  async ofUser(userId: number): Promise<UserPlayer | null> {
    const player = await this.players.findOneBy({ userId });
    return player ? toUserPlayer(player) : null;
  }

  async idsOfUser(userId: number): Promise<number[]> {
    const rows: Row[] = await this.dataSource.query('SELECT player_id FROM player WHERE user_id = ?', [userId]);
    return rows.map((row) => rawNumber(row['player_id']));
  }

  /** The member's player id read in the caller's transaction, or null. */
  async idOfUserIn(em: EntityManager, userId: number): Promise<number | null> {
    const [row]: Row[] = await em.query('SELECT player_id FROM player WHERE user_id = ? ORDER BY player_id LIMIT 1', [userId]);
    return row ? rawNumber(row['player_id']) : null;
  }

  /** A new player record of a member, in the caller's transaction; answers its id. */
  async insertForMember(em: EntityManager, member: MemberPlayerData): Promise<number> {
    const result = await em.getRepository(Player).insert({
      userId: member.userId,
      playerName: member.playerName,
      birthday: member.birthday,
      gender: member.gender,
      phone: member.phone,
    });
    return Number(result.identifiers[0]?.['playerId']);
  }

  /** Each player's name by id. */
  async names(playerIds: readonly number[]): Promise<Map<number, string>> {
    const ids = [...new Set(playerIds)];
    if (ids.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(
      `SELECT player_id, player_name FROM player WHERE player_id IN (${placeholders(ids.length)})`,
      ids,
    );
    return new Map(rows.map((row) => [rawNumber(row['player_id']), rawString(row['player_name'])]));
  }

  /** Each player's name, member account and position by id. */
  async accounts(playerIds: readonly number[]): Promise<Map<number, PlayerAccount>> {
    const ids = [...new Set(playerIds)];
    if (ids.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(
      `SELECT player_id, player_name, user_id, position FROM player WHERE player_id IN (${placeholders(ids.length)})`,
      ids,
    );
    return new Map(
      rows.map((row) => [
        rawNumber(row['player_id']),
        { playerName: rawString(row['player_name']), userId: rawNumberOrNull(row['user_id']), position: rawStringOrNull(row['position']) },
      ]),
    );
  }

  /** Each player's name, birthday, bats/throws, position and member account by id (a team's staff roster). */
  async rosterProfiles(playerIds: readonly number[]): Promise<Map<number, PlayerRosterProfile>> {
    const ids = [...new Set(playerIds)];
    if (ids.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(
      `SELECT player_id, player_name, birthday, bat_thrw, position, user_id FROM player WHERE player_id IN (${placeholders(ids.length)})`,
      ids,
    );
    return new Map(
      rows.map((row) => [
        rawNumber(row['player_id']),
        {
          playerName: rawString(row['player_name']),
          birthday: rawStringOrNull(row['birthday']),
          batThrw: rawNumberOrNull(row['bat_thrw']) as BatThrw | null,
          position: rawStringOrNull(row['position']),
          userId: rawNumberOrNull(row['user_id']),
        },
      ]),
    );
  }

  /** The player's name, or null when there is no such player. */
  async nameOf(playerId: number): Promise<string | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT player_name FROM player WHERE player_id = ?', [playerId]);
    return row ? rawString(row['player_name']) : null;
  }

  /** The player's roster lines (team_player, the current rosters) with their teams, newest first. */
  async teamLinks(playerId: number): Promise<Omit<PlayerTeamLink, 'leagueMains'>[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.team_id, t.team_name, t.logo_img, tp.backnumber, tp.team_role, tp.position, tp.joined_at
       FROM team_player tp JOIN team t ON t.team_id = tp.team_id
       WHERE tp.player_id = ? ORDER BY tp.joined_at DESC, t.team_id DESC`,
      [playerId],
    );
    return rows.map((row) => ({
      team: toTeamWithLogo(row),
      backnumber: rawStringOrNull(row['backnumber']),
      teamRole: rawNumber(row['team_role']) as TeamRole,
      position: rawStringOrNull(row['position']),
      joinedAt: rawDateOrNull(row['joined_at']),
    }));
  }

  /** The player's league registrations (league_player) with league, season, main and team; newest season first. */
  async leagueRegistrations(playerId: number): Promise<PlayerLeagueRegistration[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT lp.league_player_id, lp.register_date, t.team_id, t.team_name, t.logo_img,
         l.league_id, l.league_name, se.season_id, se.season_name, lm.main_id, lm.main_name, lm.league_path
       FROM league_player lp
       JOIN team t ON t.team_id = lp.team_id
       JOIN league l ON l.league_id = lp.league_id
       JOIN season se ON se.season_id = l.season_id
       JOIN league_main lm ON lm.main_id = se.main_id
       WHERE lp.player_id = ?
       ORDER BY se.begin_date DESC, se.season_id DESC, l.sort_order, l.league_id, t.team_name`,
      [playerId],
    );
    return rows.map((row) => ({
      leaguePlayerId: rawNumber(row['league_player_id']),
      registerDate: rawDateOrNull(row['register_date']),
      team: toTeamWithLogo(row),
      league: { ...toLeague(row), seasonName: rawString(row['season_name']), leagueMain: toTeamLeagueMain(row) },
    }));
  }

  /** Sets the player's bats/throws in the caller's transaction. */
  async updateBatThrw(em: EntityManager, playerId: number, batThrw: BatThrw): Promise<void> {
    await em.query('UPDATE player SET bat_thrw = ? WHERE player_id = ?', [batThrw, playerId]);
  }

  /**
   * Writes the member's player record from what he entered (the join form), creating it when he has
   * none, in the caller's transaction; answers its id.
   */
  async saveOfMember(em: EntityManager, userId: number, data: PlayerFormData): Promise<number> {
    const players = em.getRepository(Player);
    const existing = await players.findOne({ select: { playerId: true }, where: { userId }, order: { playerId: 'ASC' } });
    if (existing) {
      await players.update({ playerId: existing.playerId }, data);
      return existing.playerId;
    }
    const result = await players.insert({ ...data, userId });
    return Number(result.identifiers[0]?.['playerId']);
  }

  /** The member's own player fields (/user/change) written to his player record, in the caller's transaction; false when he has none. */
  async updateOfMember(em: EntityManager, userId: number, data: MemberPlayerChange): Promise<boolean> {
    const result = await em.getRepository(Player).update({ userId }, data);
    return (result.affected ?? 0) > 0;
  }

  /**
   * A withdrawn member's player records, in the caller's transaction: only the player's name stays
   * (game records show it for the length of the service); the link to the account and every other
   * personal field go.
   */
  async anonymizeOfMember(em: EntityManager, userId: number): Promise<void> {
    await em.query(
      `UPDATE player SET user_id = NULL, birthday = NULL, gender = NULL, phone = NULL, address1 = NULL,
         middle_school = NULL, school = NULL WHERE user_id = ?`,
      [userId],
    );
  }

  /** A player of no member as a season file gives it, in the caller's transaction; answers its id. */
  async insertImported(em: EntityManager, fields: Pick<Player, 'playerName' | 'birthday' | 'gender' | 'position' | 'batThrw'>): Promise<number> {
    const result = await em.insert(Player, { userId: null, ...fields });
    return Number(result.identifiers[0]?.['playerId']);
  }

  /** Links the player record to the member's account, in the caller's transaction. */
  async linkToMember(em: EntityManager, playerId: number, userId: number): Promise<void> {
    await em.update(Player, { playerId }, { userId });
  }
}
