import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

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
          { name: 'season_id', type: 'integer', isPrimary: true },
          { name: 'content', type: 'text' },
          { name: 'updated_by', type: 'integer' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          { name: 'FK_season_agreement_season_id', columnNames: ['season_id'], referencedTableName: 'season', referencedColumnNames: ['season_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'agreement_signature',
        columns: [
          { name: 'signature_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'season_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'player_id', type: 'integer' },
          { name: 'sign_name', type: 'varchar', length: '20' },
          { name: 'content', type: 'text' },
          { name: 'signed_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'UQ_agreement_signature_season_user', columnNames: ['season_id', 'user_id'], isUnique: true },
          { name: 'IDX_agreement_signature_user_id', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          { name: 'FK_agreement_signature_season_id', columnNames: ['season_id'], referencedTableName: 'season', referencedColumnNames: ['season_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('agreement_signature');
    await queryRunner.dropTable('season_agreement');
  }
}
