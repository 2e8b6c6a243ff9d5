import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A member's signature of a season's agreement, with the text as signed (migration 1767228300000). */
@Entity('agreement_signature')
@Index('UQ_agreement_signature_season_user', ['seasonId', 'userId'], { unique: true })
@Index('IDX_agreement_signature_user_id', ['userId'])
export class AgreementSignature {
  @PrimaryGeneratedColumn({ name: 'signature_id' })
  signatureId!: number;

  @Column({ name: 'season_id', type: 'int' })
  seasonId!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  /** The registered player of the member whose name was typed. */
  @Column({ name: 'player_id', type: 'int' })
  playerId!: number;

  @Column({ name: 'sign_name', type: 'varchar', length: 20 })
  signName!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'signed_at', type: 'datetime' })
  signedAt!: Date;
}
