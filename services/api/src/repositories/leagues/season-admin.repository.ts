import { Injectable } from '@nestjs/common';
import type { AdminLeague, LeagueForm, LeagueImageKind, Season, SeasonForm } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { rawBool, rawDateOrNull, rawNumber, rawNumberOrNull, rawString, rawStringOrNull, type Row } from '../../common/sql/raw-values';
import { decimalNumber } from './decimal-number.transformer';
import { League } from './league.entity';
import { Season as SeasonEntity } from './season.entity';
import { tiebreakOrderText } from './tiebreak-order.transformer';


const SEASON_COLUMNS = 'season_id, season_name, active, begin_date, end_date, main_id';
const LEAGUE_COLUMNS = `l.league_id, l.league_name, l.season_id, l.sort_order, l.era_base_innings, l.points_win, l.points_draw,
  l.points_loss, l.tiebreak_order, l.batter_qualify_multiplier, l.pitcher_qualify_multiplier, l.forfeit_runs, l.regulation_innings,
  (SELECT COUNT(*) FROM schedule s WHERE s.league_id = l.league_id) AS game_count`;

/** The league_main column of each image kind. */
export const LEAGUE_IMAGE_COLUMNS: Record<LeagueImageKind, 'logo_img' | 'ext_img1' | 'ext_img2'> = {
  logo: 'logo_img',
  side: 'ext_img1',
  banner: 'ext_img2',
};

const toSeason = (row: Row): Season => ({
  seasonId: rawNumber(row['season_id']),
  seasonName: rawString(row['season_name']),
  active: rawBool(row['active']),
  beginDate: rawDateOrNull(row['begin_date']) ?? '',
  endDate: rawDateOrNull(row['end_date']) ?? '',
  mainId: rawNumber(row['main_id']),
});

const toAdminLeague = (row: Row): AdminLeague => ({
  leagueId: rawNumber(row['league_id']),
  leagueName: rawString(row['league_name']),
  seasonId: rawNumber(row['season_id']),
  sortOrder: rawNumber(row['sort_order']),
  eraBaseInnings: rawNumber(row['era_base_innings']) === 7 ? 7 : 9,
  pointsWin: rawNumber(row['points_win']),
  pointsDraw: rawNumber(row['points_draw']),
  pointsLoss: rawNumber(row['points_loss']),
  tiebreakOrder: tiebreakOrderText.from(row['tiebreak_order']),
  batterQualifyMultiplier: decimalNumber.from(row['batter_qualify_multiplier']),
  pitcherQualifyMultiplier: decimalNumber.from(row['pitcher_qualify_multiplier']),
  forfeitRuns: rawNumber(row['forfeit_runs']),
  regulationInnings: rawNumberOrNull(row['regulation_innings']),
  gameCount: rawNumber(row['game_count']),
});

const leagueValues = (form: LeagueForm) => ({
  leagueName: form.leagueName,
  sortOrder: form.sortOrder,
  eraBaseInnings: form.eraBaseInnings,
  pointsWin: form.pointsWin,
  pointsDraw: form.pointsDraw,
  pointsLoss: form.pointsLoss,
  tiebreakOrder: [...form.tiebreakOrder],
  batterQualifyMultiplier: form.batterQualifyMultiplier,
  pitcherQualifyMultiplier: form.pitcherQualifyMultiplier,
  forfeitRuns: form.forfeitRuns,
  regulationInnings: form.regulationInnings ?? null,
});

/**
 * SQL of the season and league admin writes. The game counts read the schedule rows of a league:
 * they reference it with ON DELETE CASCADE, so a league's deletion would take its games along.
 */
@Injectable()
export class SeasonAdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async season(em: EntityManager, mainId: number, seasonId: number): Promise<Season | null> {
    const [row]: Row[] = await em.query(`SELECT ${SEASON_COLUMNS} FROM season WHERE main_id = ? AND season_id = ?`, [mainId, seasonId]);
    return row ? toSeason(row) : null;
  }

  /** Another season of the main whose days meet [begin, end] (both days count). */
  async overlapping(em: EntityManager, mainId: number, begin: string, end: string, exceptSeasonId: number): Promise<Season | null> {
    const [row]: Row[] = await em.query(
      `SELECT ${SEASON_COLUMNS} FROM season
        WHERE main_id = ? AND season_id <> ? AND begin_date <= ? AND end_date >= ?
        ORDER BY begin_date LIMIT 1`,
      [mainId, exceptSeasonId, end, begin],
    );
    return row ? toSeason(row) : null;
  }

  async insertSeason(em: EntityManager, mainId: number, form: SeasonForm): Promise<number> {
    const result = await em.insert(SeasonEntity, {
      mainId,
      seasonName: form.seasonName,
      beginDate: form.beginDate,
      endDate: form.endDate,
      active: form.active,
    });
    return Number((result.identifiers[0] as { seasonId: number }).seasonId);
  }

  async updateSeason(em: EntityManager, seasonId: number, form: SeasonForm): Promise<void> {
    await em.query('UPDATE season SET season_name = ?, begin_date = ?, end_date = ?, active = ? WHERE season_id = ?', [
      form.seasonName,
      form.beginDate,
      form.endDate,
      form.active ? 1 : 0,
      seasonId,
    ]);
  }

  /** Clears the active flag of the main's other seasons; answers the ids that had it. */
  async clearOtherActive(em: EntityManager, mainId: number, exceptSeasonId: number): Promise<number[]> {
    const rows: Row[] = await em.query('SELECT season_id FROM season WHERE main_id = ? AND active = 1 AND season_id <> ?', [mainId, exceptSeasonId]);
    // Always run: on MySQL the UPDATE sees (and waits for) a season another transaction has just activated.
    await em.query('UPDATE season SET active = 0 WHERE main_id = ? AND active = 1 AND season_id <> ?', [mainId, exceptSeasonId]);
    return rows.map((row) => rawNumber(row['season_id']));
  }

  async seasonGameCount(em: EntityManager, seasonId: number): Promise<number> {
    const [row]: Row[] = await em.query(
      'SELECT COUNT(*) AS total FROM schedule s JOIN league l ON l.league_id = s.league_id WHERE l.season_id = ?',
      [seasonId],
    );
    return rawNumber(row?.['total'] ?? 0);
  }

  async seasonLeagueCount(em: EntityManager, seasonId: number): Promise<number> {
    const [row]: Row[] = await em.query('SELECT COUNT(*) AS total FROM league WHERE season_id = ?', [seasonId]);
    return rawNumber(row?.['total'] ?? 0);
  }

  async deleteSeason(em: EntityManager, seasonId: number): Promise<void> {
    // Its leagues, their team lists and registrations go with it (ON DELETE CASCADE, on MySQL and SQLite).
    await em.query('DELETE FROM season WHERE season_id = ?', [seasonId]);
  }

  async leagues(em: EntityManager | null, seasonId: number): Promise<AdminLeague[]> {
    const rows: Row[] = await (em ?? this.dataSource).query(
      `SELECT ${LEAGUE_COLUMNS} FROM league l WHERE l.season_id = ? ORDER BY l.sort_order, l.league_id`,
      [seasonId],
    );
    return rows.map(toAdminLeague);
  }

  async league(em: EntityManager, seasonId: number, leagueId: number): Promise<AdminLeague | null> {
    const [row]: Row[] = await em.query(`SELECT ${LEAGUE_COLUMNS} FROM league l WHERE l.season_id = ? AND l.league_id = ?`, [seasonId, leagueId]);
    return row ? toAdminLeague(row) : null;
  }

  async insertLeague(em: EntityManager, seasonId: number, form: LeagueForm): Promise<number> {
    const result = await em.insert(League, { seasonId, ...leagueValues(form) });
    return Number((result.identifiers[0] as { leagueId: number }).leagueId);
  }

  async updateLeague(em: EntityManager, leagueId: number, form: LeagueForm): Promise<void> {
    await em.update(League, { leagueId }, leagueValues(form));
  }

  async deleteLeague(em: EntityManager, leagueId: number): Promise<void> {
    // Its team list and registrations go with it (ON DELETE CASCADE).
    await em.query('DELETE FROM league WHERE league_id = ?', [leagueId]);
  }

  async mainImages(em: EntityManager, mainId: number): Promise<{ leaguePath: string; names: Record<LeagueImageKind, string | null> } | null> {
    const [row]: Row[] = await em.query('SELECT league_path, logo_img, ext_img1, ext_img2 FROM league_main WHERE main_id = ?', [mainId]);
    if (!row) return null;
    return {
      leaguePath: rawString(row['league_path']),
      names: { logo: rawStringOrNull(row['logo_img']), side: rawStringOrNull(row['ext_img1']), banner: rawStringOrNull(row['ext_img2']) },
    };
  }

  async setMainImage(em: EntityManager, mainId: number, kind: LeagueImageKind, name: string): Promise<void> {
    await em.query(`UPDATE league_main SET ${LEAGUE_IMAGE_COLUMNS[kind]} = ? WHERE main_id = ?`, [name, mainId]);
  }
}
