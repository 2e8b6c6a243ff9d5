import { Injectable, NotFoundException } from '@nestjs/common';
import type { League, LeagueBase, LeagueMain, Season } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { rawBool, rawDateOrNull, rawNumber, rawString, rawStringOrNull, type RawValue } from '../common/sql/raw-values';

type Row = Record<string, RawValue>;

const LEAGUE_MAIN_NOT_FOUND = '리그를 찾을 수 없습니다.';
const SEASON_NOT_FOUND = '시즌을 찾을 수 없습니다.';
const LEAGUE_NOT_FOUND = '리그를 찾을 수 없습니다.';

/** The league_main columns toLeagueMain reads, optionally of a table alias (`lm.main_id, …`). */
export const leagueMainColumns = (alias = '') =>
  ['main_id', 'main_name', 'league_path', 'logo_img', 'ext_img1', 'ext_img2'].map((column) => (alias ? `${alias}.${column}` : column)).join(', ');
const MAIN_COLUMNS = leagueMainColumns();
const SEASON_COLUMNS = 'season_id, season_name, active, begin_date, end_date, main_id';
/** Newest first: the latest begin date, then the latest created. */
const SEASONS_NEWEST_FIRST = 'ORDER BY begin_date DESC, season_id DESC';

export const toLeagueMain = (row: Row): LeagueMain => ({
  mainId: rawNumber(row['main_id']),
  mainName: rawString(row['main_name']),
  leaguePath: rawString(row['league_path']),
  logoImg: rawStringOrNull(row['logo_img']),
  extImg1: rawStringOrNull(row['ext_img1']),
  extImg2: rawStringOrNull(row['ext_img2']),
});

const toSeason = (row: Row): Season => ({
  seasonId: rawNumber(row['season_id']),
  seasonName: rawString(row['season_name']),
  active: rawBool(row['active']),
  beginDate: rawDateOrNull(row['begin_date']) ?? '',
  endDate: rawDateOrNull(row['end_date']) ?? '',
  mainId: rawNumber(row['main_id']),
});

const toLeague = (row: Row): League => ({
  leagueId: rawNumber(row['league_id']),
  leagueName: rawString(row['league_name']),
  seasonId: rawNumber(row['season_id']),
});

/** League mains (the operators' sites), their seasons and the leagues of a season. */
@Injectable()
export class LeaguesService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Everything the league shell loads first: the main, its seasons newest first and the season
   * to show (the flagged one, else the first). Boards come with the boards issue.
   */
  async getBase(leaguePath: string): Promise<LeagueBase> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT ${MAIN_COLUMNS}, video_url FROM league_main WHERE league_path = ?`,
      [leaguePath],
    );
    if (!row) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
    const main = toLeagueMain(row);
    const seasons = await this.seasonsOf(main.mainId);
    const active = seasons.find((season) => season.active) ?? seasons[0];
    return { ...main, seasons, activeSeasonId: active?.seasonId ?? null, boards: [], videoUrl: rawStringOrNull(row['video_url']) };
  }

  async getMainByPath(leaguePath: string): Promise<LeagueMain> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${MAIN_COLUMNS} FROM league_main WHERE league_path = ?`, [leaguePath]);
    if (!row) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
    return toLeagueMain(row);
  }

  async getMain(mainId: number): Promise<LeagueMain> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${MAIN_COLUMNS} FROM league_main WHERE main_id = ?`, [mainId]);
    if (!row) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
    return toLeagueMain(row);
  }

  async getSeason(seasonId: number): Promise<Season> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${SEASON_COLUMNS} FROM season WHERE season_id = ?`, [seasonId]);
    if (!row) throw new NotFoundException(SEASON_NOT_FOUND);
    return toSeason(row);
  }

  /** The main's seasons, newest first. */
  async listSeasons(mainId: number): Promise<Season[]> {
    await this.requireMain(mainId);
    return this.seasonsOf(mainId);
  }

  /** The flagged season, or null when the league has none (the client then falls back to the first). */
  async getActiveSeason(mainId: number): Promise<Season | null> {
    await this.requireMain(mainId);
    const [row]: Row[] = await this.dataSource.query(
      `SELECT ${SEASON_COLUMNS} FROM season WHERE main_id = ? AND active = 1 ${SEASONS_NEWEST_FIRST} LIMIT 1`,
      [mainId],
    );
    return row ? toSeason(row) : null;
  }

  /** The leagues of a season in their display order. */
  async listLeagues(seasonId: number): Promise<League[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT se.season_id, l.league_id, l.league_name FROM season se
       LEFT JOIN league l ON l.season_id = se.season_id
       WHERE se.season_id = ? ORDER BY l.sort_order, l.league_id`,
      [seasonId],
    );
    if (rows.length === 0) throw new NotFoundException(SEASON_NOT_FOUND);
    return rows.filter((row) => row['league_id'] !== null).map(toLeague);
  }

  async getLeague(leagueId: number): Promise<League> {
    const [row]: Row[] = await this.dataSource.query(
      'SELECT league_id, league_name, season_id FROM league WHERE league_id = ?',
      [leagueId],
    );
    if (!row) throw new NotFoundException(LEAGUE_NOT_FOUND);
    return toLeague(row);
  }

  private async seasonsOf(mainId: number): Promise<Season[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${SEASON_COLUMNS} FROM season WHERE main_id = ? ${SEASONS_NEWEST_FIRST}`,
      [mainId],
    );
    return rows.map(toSeason);
  }

  private async requireMain(mainId: number): Promise<void> {
    const [row]: Row[] = await this.dataSource.query('SELECT main_id FROM league_main WHERE main_id = ?', [mainId]);
    if (!row) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
  }
}
