import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { placeholders, rawNumber, rawSeoulDateTime, rawString, type Row } from '../../common/sql/raw-values';
import { AgreementSignature } from './agreement-signature.entity';
import { SeasonAgreement } from './season-agreement.entity';


/** A season's agreement text as stored. */
export interface AgreementTextRow {
  seasonId: number;
  content: string;
  updatedBy: number;
  updatedAt: string;
}

/** A member's signature of a season as stored, with the text signed. */
export interface SignatureRow {
  seasonId: number;
  userId: number;
  playerId: number;
  signName: string;
  content: string;
  signedAt: string;
}

const toSignature = (row: Row): SignatureRow => ({
  seasonId: rawNumber(row['season_id']),
  userId: rawNumber(row['user_id']),
  playerId: rawNumber(row['player_id']),
  signName: rawString(row['sign_name']),
  content: rawString(row['content']),
  signedAt: rawSeoulDateTime(row['signed_at']),
});

/** Every query of the participation agreements: season_agreement and agreement_signature. */
@Injectable()
export class AgreementsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async text(seasonId: number, em: EntityManager = this.dataSource.manager): Promise<AgreementTextRow | null> {
    const [row]: Row[] = await em.query('SELECT season_id, content, updated_by, updated_at FROM season_agreement WHERE season_id = ?', [seasonId]);
    if (!row) return null;
    return {
      seasonId: rawNumber(row['season_id']),
      content: rawString(row['content']),
      updatedBy: rawNumber(row['updated_by']),
      updatedAt: rawSeoulDateTime(row['updated_at']),
    };
  }

  /** Of the seasons, those with a written agreement. */
  async seasonsWithText(seasonIds: readonly number[]): Promise<Set<number>> {
    if (seasonIds.length === 0) return new Set();
    const rows: Row[] = await this.dataSource.query(
      `SELECT season_id FROM season_agreement WHERE season_id IN (${placeholders(seasonIds.length)})`,
      [...seasonIds],
    );
    return new Set(rows.map((row) => rawNumber(row['season_id'])));
  }

  /** Writes the season's text (insert or replace), in the caller's transaction. */
  async saveText(em: EntityManager, seasonId: number, content: string, userId: number): Promise<void> {
    const repository = em.getRepository(SeasonAgreement);
    const values = { content, updatedBy: userId, updatedAt: new Date() };
    const result = await repository.update({ seasonId }, values);
    if ((result.affected ?? 0) === 0) await repository.insert({ seasonId, ...values });
  }

  async signature(seasonId: number, userId: number): Promise<SignatureRow | null> {
    const [row]: Row[] = await this.dataSource.query(
      'SELECT season_id, user_id, player_id, sign_name, content, signed_at FROM agreement_signature WHERE season_id = ? AND user_id = ?',
      [seasonId, userId],
    );
    return row ? toSignature(row) : null;
  }

  /** The member's signatures, by season. */
  async signaturesOfUser(userId: number): Promise<Map<number, SignatureRow>> {
    const rows: Row[] = await this.dataSource.query(
      'SELECT season_id, user_id, player_id, sign_name, content, signed_at FROM agreement_signature WHERE user_id = ?',
      [userId],
    );
    return new Map(rows.map((row) => [rawNumber(row['season_id']), toSignature(row)]));
  }

  /** The season's signatures naming the players, by player id (the text is left out). */
  async signaturesOfPlayers(seasonId: number, playerIds: readonly number[]): Promise<Map<number, SignatureRow>> {
    if (playerIds.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(
      `SELECT season_id, user_id, player_id, sign_name, '' AS content, signed_at FROM agreement_signature
       WHERE season_id = ? AND player_id IN (${placeholders(playerIds.length)})`,
      [seasonId, ...playerIds],
    );
    return new Map(rows.map((row) => [rawNumber(row['player_id']), toSignature(row)]));
  }

  /** A new signature in the caller's transaction (the unique season and member index refuses a second one). */
  async insertSignature(em: EntityManager, signature: Omit<SignatureRow, 'signedAt'>): Promise<void> {
    await em.getRepository(AgreementSignature).insert({ ...signature, signedAt: new Date() });
  }
}
