import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar, createdAt, foreignKey } from './table-parts';

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
          incrementId('apply_id'),
          integer('league_id'),
          integer('team_id'),
          integer('user_id'),
          integer('state', { default: 1 }),
          integer('open_key', { isNullable: true, default: 1 }),
          varchar('memo', 200, { isNullable: true }),
          createdAt(),
          integer('decided_by', { isNullable: true }),
          { name: 'decided_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          { name: 'UQ_league_apply_open', columnNames: ['league_id', 'team_id', 'open_key'], isUnique: true },
          { name: 'IDX_league_apply_league_state', columnNames: ['league_id', 'state'] },
          { name: 'IDX_league_apply_team_id', columnNames: ['team_id'] },
        ],
        foreignKeys: [
          foreignKey('league_apply', 'league_id', 'league', 'league_id'),
          foreignKey('league_apply', 'team_id', 'team', 'team_id'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('league_apply');
  }
}
