import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar, updatedAt, foreignKey } from './table-parts';

/**
 * League participation agreements (리그 참가 서약서, services/api/docs/agreements.md).
 * season_agreement holds a season's text with who last wrote it and when (one row per season).
 * agreement_signature keeps each member's signature of a season: the player it names, the name
 * typed, when, and the text as it was signed (a later change of the text does not rewrite what
 * was signed). One signature per member and season. user_id and updated_by have no foreign key
 * so the record outlives a withdrawn member, as team_join_request does.
 */
export class Agreements1767228300000 implements MigrationInterface {
  name = 'Agreements1767228300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'season_agreement',
        columns: [
          integer('season_id', { isPrimary: true }),
          { name: 'content', type: 'text' },
          integer('updated_by'),
          updatedAt(),
        ],
        foreignKeys: [foreignKey('season_agreement', 'season_id', 'season', 'season_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'agreement_signature',
        columns: [
          incrementId('signature_id'),
          integer('season_id'),
          integer('user_id'),
          integer('player_id'),
          varchar('sign_name', 20),
          { name: 'content', type: 'text' },
          { name: 'signed_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'UQ_agreement_signature_season_user', columnNames: ['season_id', 'user_id'], isUnique: true },
          { name: 'IDX_agreement_signature_user_id', columnNames: ['user_id'] },
        ],
        foreignKeys: [foreignKey('agreement_signature', 'season_id', 'season', 'season_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('agreement_signature');
    await queryRunner.dropTable('season_agreement');
  }
}
