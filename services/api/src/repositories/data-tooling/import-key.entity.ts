import { Column, Entity, PrimaryColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { LeagueMain } from '../leagues/league-main.entity';

export type ImportKeyKind = 'team' | 'player' | 'ground';

/**
 * Which row a season file's team, player or ground key stands for, per league main: the same
 * key in a later file of the main means the same row (see docs/season-file-format.md).
 */
@Entity('import_key')
export class ImportKey {
  @PrimaryColumn({ name: 'main_id', type: 'int' })
  mainId!: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  kind!: ImportKeyKind;

  @PrimaryColumn({ name: 'import_key', type: 'varchar', length: 64 })
  importKey!: string;

  @ManyToOneBy(() => LeagueMain, 'main_id', 'FK_import_key_main_id', 'CASCADE')
  leagueMain?: LeagueMain;

  @Column({ name: 'entity_id', type: 'int' })
  entityId!: number;
}
