import type { BatThrw, Gender, Position, ProType, ProTypeMiddle } from '@dugout/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A baseball player. Linked to at most one member account (user_id); team staff may also
 * register players who have no account, so user_id is nullable. Team rosters and game records
 * refer to player_id.
 */
// CHAR columns of the migration are declared varchar here: TypeORM's SQLite driver rejects 'char'.
@Entity('player')
@Unique('UQ_player_user_id', ['userId'])
export class Player {
  @PrimaryGeneratedColumn({ name: 'player_id' })
  playerId!: number;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @Column({ name: 'player_name', type: 'varchar', length: 20 })
  playerName!: string;

  /** YYYYMMDD */
  @Column({ type: 'varchar', length: 8, nullable: true })
  birthday!: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  gender!: Gender | null;

  @Column({ name: 'middle_school', type: 'varchar', length: 50, nullable: true })
  middleSchool!: string | null;

  /** High school. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  school!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  address1!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone!: string | null;

  @Column({ name: 'pro_type_middle', type: 'smallint', default: 0 })
  proTypeMiddle!: ProTypeMiddle;

  @Column({ name: 'pro_type', type: 'smallint', default: 0 })
  proType!: ProType;

  /** null: not known (a player imported from an old season's records). */
  @Column({ name: 'bat_thrw', type: 'smallint', nullable: true, default: 11 })
  batThrw!: BatThrw | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  position!: Position | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
