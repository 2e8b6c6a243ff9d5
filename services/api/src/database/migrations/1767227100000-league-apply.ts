import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * League applications (리그 참가 신청): a team manager applies for his team to a league of an
 * active season, a league manager with the leagueTeam role approves (the team joins the league)
 * or rejects it. state: 1 awaiting, 2 approved, 3 rejected. open_key is 1 while awaiting and NULL
 * once decided, so the unique index allows one open application per team and league (NULLs never
 * collide, on MySQL and SQLite alike) while decided ones pile up as history. user_id and
 * decided_by have no foreign key so the record outlives a withdrawn member.
 */
export class LeagueApply1767227100000 implements MigrationInterface {
  name = 'LeagueApply1767227100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'league_apply',
        columns: [
          { name: 'apply_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'league_id', type: 'integer' },
          { name: 'team_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'state', type: 'integer', default: 1 },
          { name: 'open_key', type: 'integer', isNullable: true, default: 1 },
          { name: 'memo', type: 'varchar', length: '200', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'decided_by', type: 'integer', isNullable: true },
          { name: 'decided_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          { name: 'UQ_league_apply_open', columnNames: ['league_id', 'team_id', 'open_key'], isUnique: true },
          { name: 'IDX_league_apply_league_state', columnNames: ['league_id', 'state'] },
          { name: 'IDX_league_apply_team_id', columnNames: ['team_id'] },
        ],
        foreignKeys: [
          { name: 'FK_league_apply_league_id', columnNames: ['league_id'], referencedTableName: 'league', referencedColumnNames: ['league_id'], onDelete: 'CASCADE' },
          { name: 'FK_league_apply_team_id', columnNames: ['team_id'], referencedTableName: 'team', referencedColumnNames: ['team_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('league_apply');
  }
}
