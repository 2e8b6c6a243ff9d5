import type { BatThrw, Gender, Position, ProType, ProTypeMiddle, TeamRole } from '@dugout/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DecidedRequestColumns } from '../decided-request.columns';

/** A member's request to join a team with the join form's data (migration 1767227800000): one awaiting request per member and team. */
@Entity('team_join_request')
@Index('UQ_team_join_request_open', ['teamId', 'userId', 'openKey'], { unique: true })
@Index('IDX_team_join_request_team_state', ['teamId', 'state'])
@Index('IDX_team_join_request_user_id', ['userId'])
export class TeamJoinRequest extends DecidedRequestColumns {
  @PrimaryGeneratedColumn({ name: 'request_id' })
  requestId!: number;

  @Column({ name: 'team_id', type: 'int' })
  teamId!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  /** The member's player record when he already had one. */
  @Column({ name: 'player_id', type: 'int', nullable: true })
  playerId!: number | null;

  /** The role asked for on the form; on approval the role the manager chose. */
  @Column({ name: 'team_role', type: 'int', default: 7 })
  teamRole!: TeamRole;

  @Column({ name: 'player_name', type: 'varchar', length: 20 })
  playerName!: string;

  /** YYYYMMDD */
  @Column({ type: 'varchar', length: 8 })
  birthday!: string;

  @Column({ type: 'varchar', length: 1 })
  gender!: Gender;

  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  @Column({ name: 'middle_school', type: 'varchar', length: 50 })
  middleSchool!: string;

  /** High school (the payload's schoolName, the player record's school). */
  @Column({ name: 'school_name', type: 'varchar', length: 50 })
  schoolName!: string;

  @Column({ type: 'varchar', length: 100 })
  address1!: string;

  @Column({ type: 'varchar', length: 2 })
  position!: Position;

  @Column({ name: 'bat_thrw', type: 'smallint', default: 11 })
  batThrw!: BatThrw;

  @Column({ name: 'pro_type', type: 'smallint', default: 0 })
  proType!: ProType;

  @Column({ name: 'pro_type_middle', type: 'smallint', default: 0 })
  proTypeMiddle!: ProTypeMiddle;

  @Column({ type: 'varchar', length: 10, nullable: true })
  backnumber!: string | null;
}
