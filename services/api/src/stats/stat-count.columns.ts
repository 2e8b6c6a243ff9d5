import { Column } from 'typeorm';

/**
 * The counts of a season aggregate row: the engine's BattingTotals as bat_* and PitchingTotals
 * as pit_* (see stat-counts.ts for the mapping). Rates are never stored; they are derived from
 * these counts on read. Innings are outs (pit_outs).
 */
export abstract class StatCountColumns {
  @Column({ name: 'bat_games', type: 'int', default: 0 })
  batGames!: number;

  @Column({ name: 'bat_pa', type: 'int', default: 0 })
  batPa!: number;

  @Column({ name: 'bat_ab', type: 'int', default: 0 })
  batAb!: number;

  @Column({ name: 'bat_r', type: 'int', default: 0 })
  batR!: number;

  @Column({ name: 'bat_h', type: 'int', default: 0 })
  batH!: number;

  @Column({ name: 'bat_double', type: 'int', default: 0 })
  batDouble!: number;

  @Column({ name: 'bat_triple', type: 'int', default: 0 })
  batTriple!: number;

  @Column({ name: 'bat_hr', type: 'int', default: 0 })
  batHr!: number;

  @Column({ name: 'bat_rbi', type: 'int', default: 0 })
  batRbi!: number;

  @Column({ name: 'bat_bb', type: 'int', default: 0 })
  batBb!: number;

  @Column({ name: 'bat_hbp', type: 'int', default: 0 })
  batHbp!: number;

  @Column({ name: 'bat_so', type: 'int', default: 0 })
  batSo!: number;

  @Column({ name: 'bat_sh', type: 'int', default: 0 })
  batSh!: number;

  @Column({ name: 'bat_sf', type: 'int', default: 0 })
  batSf!: number;

  @Column({ name: 'bat_sb', type: 'int', default: 0 })
  batSb!: number;

  @Column({ name: 'bat_cs', type: 'int', default: 0 })
  batCs!: number;

  @Column({ name: 'bat_gdp', type: 'int', default: 0 })
  batGdp!: number;

  @Column({ name: 'pit_games', type: 'int', default: 0 })
  pitGames!: number;

  @Column({ name: 'pit_wins', type: 'int', default: 0 })
  pitWins!: number;

  @Column({ name: 'pit_losses', type: 'int', default: 0 })
  pitLosses!: number;

  @Column({ name: 'pit_saves', type: 'int', default: 0 })
  pitSaves!: number;

  @Column({ name: 'pit_holds', type: 'int', default: 0 })
  pitHolds!: number;

  @Column({ name: 'pit_outs', type: 'int', default: 0 })
  pitOuts!: number;

  @Column({ name: 'pit_bf', type: 'int', default: 0 })
  pitBf!: number;

  @Column({ name: 'pit_np', type: 'int', default: 0 })
  pitNp!: number;

  @Column({ name: 'pit_h', type: 'int', default: 0 })
  pitH!: number;

  @Column({ name: 'pit_hr', type: 'int', default: 0 })
  pitHr!: number;

  @Column({ name: 'pit_bb', type: 'int', default: 0 })
  pitBb!: number;

  @Column({ name: 'pit_hbp', type: 'int', default: 0 })
  pitHbp!: number;

  @Column({ name: 'pit_so', type: 'int', default: 0 })
  pitSo!: number;

  @Column({ name: 'pit_r', type: 'int', default: 0 })
  pitR!: number;

  @Column({ name: 'pit_er', type: 'int', default: 0 })
  pitEr!: number;

  @Column({ name: 'pit_wp', type: 'int', default: 0 })
  pitWp!: number;

  @Column({ name: 'pit_bk', type: 'int', default: 0 })
  pitBk!: number;
}
