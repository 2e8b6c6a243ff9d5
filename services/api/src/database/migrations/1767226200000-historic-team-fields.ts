import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Historic seasons: a player's bats/throws may be unknown (null). The team's director, manager
 * name and founding date were nullable already.
 */
export class HistoricTeamFields1767226200000 implements MigrationInterface {
  name = 'HistoricTeamFields1767226200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('player', 'bat_thrw', batThrw(true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The old column cannot hold "unknown": such players go back to the old default.
    await queryRunner.query('UPDATE player SET bat_thrw = 11 WHERE bat_thrw IS NULL');
    await queryRunner.changeColumn('player', 'bat_thrw', batThrw(false));
  }
}

function batThrw(isNullable: boolean): TableColumn {
  return new TableColumn({ name: 'bat_thrw', type: 'smallint', default: 11, isNullable });
}
