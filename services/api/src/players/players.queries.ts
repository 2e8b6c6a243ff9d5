import { Injectable } from '@nestjs/common';
import type { BatThrw, ProType, ProTypeMiddle, UserPlayer } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { placeholders, rawNumber, rawNumberOrNull, rawString, rawStringOrNull, type RawValue } from '../common/sql/raw-values';
import { Player } from './player.entity';

type Row = Record<string, RawValue>;

/** What other modules show of a player next to their own data (a roster line, for one). */
export interface PlayerAccount {
  playerName: string;
  /** The member account of the player; null for one registered by team staff or imported. */
  userId: number | null;
  position: string | null;
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
export class PlayersQueries {
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
}
