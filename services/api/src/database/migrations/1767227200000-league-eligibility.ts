import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

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
          { name: 'main_id', type: 'integer', isPrimary: true },
          { name: 'wait_days', type: 'integer', default: 0 },
          { name: 'allowed_pro_types', type: 'varchar', length: '20', default: "'0,1,2'" },
          { name: 'allowed_pro_type_middles', type: 'varchar', length: '20', default: "'0,1,2'" },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          {
            name: 'FK_league_eligibility_main_id',
            columnNames: ['main_id'],
            referencedTableName: 'league_main',
            referencedColumnNames: ['main_id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('league_eligibility');
  }
}
