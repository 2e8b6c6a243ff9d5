import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { integer, varchar, updatedAt, foreignKey } from './table-parts';

/**
 * A league main's eligibility rules for players (beyond the spec; services/api/docs/league-admin.md,
 * "Player registrations and eligibility"): days to wait after the registration date before a player
 * may play, and which former-professional statuses (player.pro_type, player.pro_type_middle) may
 * play, as comma-separated codes. No row reads as the defaults: no wait, every status allowed.
 */
export class LeagueEligibility1767227200000 implements MigrationInterface {
  name = 'LeagueEligibility1767227200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'league_eligibility',
        columns: [
          integer('main_id', { isPrimary: true }),
          integer('wait_days', { default: 0 }),
          varchar('allowed_pro_types', 20, { default: "'0,1,2'" }),
          varchar('allowed_pro_type_middles', 20, { default: "'0,1,2'" }),
          updatedAt(),
        ],
        foreignKeys: [foreignKey('league_eligibility', 'main_id', 'league_main', 'main_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('league_eligibility');
  }
}
