import type { GameSide, WinType } from '@dugout/contracts';
import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Schedule } from '../schedules/schedule.entity';

/**
 * The record of a played game (one per schedule item): result and side totals. Team and league
 * ids are a snapshot taken when the record was written: they say which aggregates its lines were
 * added to, so a later change or delete subtracts from exactly those, even if the schedule item
 * was edited in between.
 */
@Entity('game')
@Index('IDX_game_visit_league_id', ['visitLeagueId'])
@Index('IDX_game_home_league_id', ['homeLeagueId'])
export class Game {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId!: number;

  @OneToOne(() => Schedule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_game_game_id' })
  schedule?: Schedule;

  /** 1-9 or A; null only while a suspended game waits to be resumed (then it counts for nothing). */
  @Column({ name: 'win_type', type: 'varchar', length: 1, nullable: true })
  winType!: WinType | null;

  /** The winner when the win type names it, else the side with more runs; null for a draw, 5 or 8. */
  @Column({ name: 'winner_side', type: 'varchar', length: 5, nullable: true })
  winnerSide!: GameSide | null;

  @Column({ name: 'visit_team_id', type: 'int' })
  visitTeamId!: number;

  @Column({ name: 'home_team_id', type: 'int' })
  homeTeamId!: number;

  /** The league the visiting side counts in (its own league: the host league, or its league when a guest). */
  @Column({ name: 'visit_league_id', type: 'int' })
  visitLeagueId!: number;

  @Column({ name: 'home_league_id', type: 'int' })
  homeLeagueId!: number;

  @Column({ name: 'visit_score', type: 'int', default: 0 })
  visitScore!: number;

  @Column({ name: 'home_score', type: 'int', default: 0 })
  homeScore!: number;

  @Column({ name: 'visit_hits', type: 'int', default: 0 })
  visitHits!: number;

  @Column({ name: 'home_hits', type: 'int', default: 0 })
  homeHits!: number;

  /** Errors committed by that side's fielders. */
  @Column({ name: 'visit_errors', type: 'int', default: 0 })
  visitErrors!: number;

  @Column({ name: 'home_errors', type: 'int', default: 0 })
  homeErrors!: number;

  /** Bases on balls plus hit by pitch (사사구) drawn by that side. */
  @Column({ name: 'visit_walks', type: 'int', default: 0 })
  visitWalks!: number;

  @Column({ name: 'home_walks', type: 'int', default: 0 })
  homeWalks!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}
