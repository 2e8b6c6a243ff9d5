import { Injectable } from '@nestjs/common';
import { TeamRole, type Position, type RosterStatus } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { rawDateOrNull, rawNumber, rawStringOrNull, type Row } from '../../common/sql/raw-values';


/** A line of the team's current roster (team_player). */
export interface RosterLine {
  teamId: number;
  playerId: number;
  backnumber: string | null;
  teamRole: TeamRole;
  position: Position | null;
  joinedAt: string | null;
}

/** The team's roster data the staff may change. */

const LINE_COLUMNS = 'team_id, player_id, backnumber, team_role, position, joined_at';

const toLine = (row: Row): RosterLine => ({
  teamId: rawNumber(row['team_id']),
  playerId: rawNumber(row['player_id']),
  backnumber: rawStringOrNull(row['backnumber']),
  teamRole: rawNumber(row['team_role']) as TeamRole,
  position: rawStringOrNull(row['position']) as Position | null,
  joinedAt: rawDateOrNull(row['joined_at']),
});

const STATUS_CONDITION: Record<RosterStatus, string> = {
  active: ` AND team_role <> ${TeamRole.DormantPlayer}`,
  dormant: ` AND team_role = ${TeamRole.DormantPlayer}`,
};

/**
 * The team staff's roster: the team's current lines (team_player) and the ended ones
 * (team_player_history, migration 1767228000000). Writes take the caller's transaction.
 */
@Injectable()
export class TeamRosterRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The team's current roster lines, of one status when given. */
  async lines(teamId: number, status?: RosterStatus): Promise<RosterLine[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${LINE_COLUMNS} FROM team_player WHERE team_id = ?${status ? STATUS_CONDITION[status] : ''}`,
      [teamId],
    );
    return rows.map(toLine);
  }

  /** The team's lines of players with one of the roles (its coaching staff, say). */
  async linesWithRoles(teamId: number, roles: readonly TeamRole[]): Promise<RosterLine[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${LINE_COLUMNS} FROM team_player WHERE team_id = ? AND team_role IN (${roles.map(Number).join(', ')})`,
      [teamId],
    );
    return rows.map(toLine);
  }

  async line(teamId: number, playerId: number, em: EntityManager = this.dataSource.manager): Promise<RosterLine | null> {
    const [row]: Row[] = await em.query(`SELECT ${LINE_COLUMNS} FROM team_player WHERE team_id = ? AND player_id = ?`, [teamId, playerId]);
    return row ? toLine(row) : null;
  }

  /** Other current roster players of the team wearing the back number. */
  async playersWithBacknumber(em: EntityManager, teamId: number, backnumber: string, exceptPlayerId: number): Promise<number[]> {
    const rows: Row[] = await em.query('SELECT player_id FROM team_player WHERE team_id = ? AND backnumber = ? AND player_id <> ?', [
      teamId,
      backnumber,
      exceptPlayerId,
    ]);
    return rows.map((row) => rawNumber(row['player_id']));
  }
}
