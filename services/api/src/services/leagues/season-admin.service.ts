import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  LEAGUE_IMAGE_KINDS,
  LEAGUE_IMAGE_LABELS,
  type AdminLeague,
  type AuditKind,
  type LeagueForm,
  type LeagueImageKind,
  type LeagueImageSaved,
  type Season,
  type SeasonForm,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { writeForMain } from '../../common/read-cache/read-scope';
import { FilesService, type IncomingFile } from '../files/files.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';

export const SEASON_ADMIN_MESSAGES = {
  seasonNotFound: '이 리그에 그런 시즌이 없습니다.',
  leagueNotFound: '이 시즌에 그런 리그가 없습니다.',
  mainNotFound: '리그를 찾을 수 없습니다.',
  overlap: (other: Season) => `'${other.seasonName}' 시즌(${other.beginDate} ~ ${other.endDate})과 기간이 겹칩니다.`,
  seasonHasGames: (count: number) => `이 시즌의 리그에 경기 일정이 ${count}개 있어 삭제할 수 없습니다. 일정을 먼저 삭제해 주세요.`,
  leagueHasGames: (count: number) => `이 리그에 경기 일정이 ${count}개 있어 삭제할 수 없습니다. 일정을 먼저 삭제해 주세요.`,
  unknownImageKind: '이미지 종류는 logo(로고), side(사이드 배너), banner(상단 배너) 중 하나여야 합니다.',
  oneImage: '이미지 파일 하나를 올려 주세요.',
} as const;
const M = SEASON_ADMIN_MESSAGES;

function fieldErrors(errors: Record<string, string>): BadRequestException {
  return new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors });
}

const seasonSnapshot = (season: Season) => ({
  seasonName: season.seasonName,
  beginDate: season.beginDate,
  endDate: season.endDate,
  active: season.active,
});

const leagueSnapshot = (league: LeagueForm | AdminLeague) => ({
  leagueName: league.leagueName,
  sortOrder: league.sortOrder,
  eraBaseInnings: league.eraBaseInnings,
  pointsWin: league.pointsWin,
  pointsDraw: league.pointsDraw,
  pointsLoss: league.pointsLoss,
  tiebreakOrder: [...league.tiebreakOrder],
  batterQualifyMultiplier: league.batterQualifyMultiplier,
  pitcherQualifyMultiplier: league.pitcherQualifyMultiplier,
  forfeitRuns: league.forfeitRuns,
  regulationInnings: league.regulationInnings ?? null,
});

const IMAGE_FIELDS: Record<LeagueImageKind, 'logoImg' | 'extImg1' | 'extImg2'> = { logo: 'logoImg', side: 'extImg1', banner: 'extImg2' };

/**
 * Seasons and leagues of a league main (spec section 7, League; head managers only): create,
 * edit, delete. One season at most is active: activating one clears the others in the same
 * transaction. Seasons of a main never overlap; a season or league with games stays. Every write
 * runs in one transaction with its audit entry, under writeForLeagueMain.
 */
@Injectable()
export class SeasonAdminService {
  private readonly logger = new Logger(SeasonAdminService.name);

  constructor(
    private readonly repository: LeaguesRepository,
    private readonly audit: AuditService,
    private readonly files: FilesService,
  ) {}

  async createSeason(mainId: number, userId: number, form: SeasonForm): Promise<Season> {
    return this.write(mainId, async (em) => {
      await this.refuseOverlap(em, mainId, form, 0);
      const seasonId = await this.repository.insertSeason(em, mainId, form);
      if (form.active) await this.clearOtherActive(em, mainId, userId, seasonId);
      const created = await this.requireSeason(em, mainId, seasonId);
      await this.record(em, userId, mainId, 'season.create', 'season', seasonId, null, seasonSnapshot(created));
      return created;
    });
  }

  async updateSeason(mainId: number, userId: number, seasonId: number, form: SeasonForm): Promise<Season> {
    return this.write(mainId, async (em) => {
      const before = await this.requireSeason(em, mainId, seasonId);
      await this.refuseOverlap(em, mainId, form, seasonId);
      await this.repository.updateSeason(em, seasonId, form);
      if (form.active) await this.clearOtherActive(em, mainId, userId, seasonId);
      const after = await this.requireSeason(em, mainId, seasonId);
      await this.record(em, userId, mainId, 'season.update', 'season', seasonId, seasonSnapshot(before), seasonSnapshot(after));
      return after;
    });
  }

  async deleteSeason(mainId: number, userId: number, seasonId: number): Promise<void> {
    await this.write(mainId, async (em) => {
      const season = await this.requireSeason(em, mainId, seasonId);
      const games = await this.repository.seasonGameCount(em, seasonId);
      if (games > 0) throw new BadRequestException(M.seasonHasGames(games));
      const leagueCount = await this.repository.seasonLeagueCount(em, seasonId);
      await this.repository.deleteSeason(em, seasonId);
      await this.record(em, userId, mainId, 'season.delete', 'season', seasonId, { ...seasonSnapshot(season), leagueCount }, null);
    });
  }

  /** The leagues of a season of the main with their settings and game counts (404 for another main's season). */
  async leagues(mainId: number, seasonId: number): Promise<AdminLeague[]> {
    return this.repository.transaction(async (em) => {
      await this.requireSeason(em, mainId, seasonId);
      return this.repository.adminLeagues(em, seasonId);
    });
  }

  async createLeague(mainId: number, userId: number, seasonId: number, form: LeagueForm): Promise<AdminLeague> {
    return this.write(mainId, async (em) => {
      await this.requireSeason(em, mainId, seasonId);
      const leagueId = await this.repository.insertLeague(em, seasonId, form);
      const created = await this.requireLeague(em, seasonId, leagueId);
      await this.record(em, userId, mainId, 'league.create', 'league', leagueId, null, leagueSnapshot(created));
      return created;
    });
  }

  async updateLeague(mainId: number, userId: number, seasonId: number, leagueId: number, form: LeagueForm): Promise<AdminLeague> {
    return this.write(mainId, async (em) => {
      await this.requireSeason(em, mainId, seasonId);
      const before = await this.requireLeague(em, seasonId, leagueId);
      await this.repository.updateLeague(em, leagueId, form);
      const after = await this.requireLeague(em, seasonId, leagueId);
      await this.record(em, userId, mainId, 'league.update', 'league', leagueId, leagueSnapshot(before), leagueSnapshot(after));
      return after;
    });
  }

  async deleteLeague(mainId: number, userId: number, seasonId: number, leagueId: number): Promise<void> {
    await this.write(mainId, async (em) => {
      await this.requireSeason(em, mainId, seasonId);
      const league = await this.requireLeague(em, seasonId, leagueId);
      if (league.gameCount > 0) throw new BadRequestException(M.leagueHasGames(league.gameCount));
      await this.repository.deleteLeague(em, leagueId);
      await this.record(em, userId, mainId, 'league.delete', 'league', leagueId, leagueSnapshot(league), null);
    });
  }

  /**
   * Replaces the main's logo, side or top banner: the file is stored first, then the column and the
   * audit entry are written in one transaction; the old file goes after the commit (the new one
   * when the transaction fails).
   */
  async saveImage(mainId: number, userId: number, kindText: string, files: IncomingFile[]): Promise<LeagueImageSaved> {
    const kind = LEAGUE_IMAGE_KINDS.find((candidate) => candidate === kindText);
    if (!kind) throw new BadRequestException(M.unknownImageKind);
    if (files.length !== 1) throw new BadRequestException(M.oneImage);
    const current = await this.repository.transaction((em) => this.repository.mainImages(em, mainId));
    if (!current) throw new NotFoundException(M.mainNotFound);
    const { name } = await this.files.saveLeagueImage(current.leaguePath, kind, files[0]);
    let old: string | null;
    try {
      old = await this.write(mainId, async (em) => {
        const before = await this.repository.mainImages(em, mainId);
        const previous = before?.names[kind] ?? null;
        await this.repository.setMainImage(em, mainId, kind, name);
        const field = IMAGE_FIELDS[kind];
        await this.record(em, userId, mainId, 'leagueMain.image', 'leagueMain', mainId, { [field]: previous }, { [field]: name });
        return previous;
      });
    } catch (error) {
      await this.files.removeLeagueImage(name).catch(() => undefined);
      throw error;
    }
    if (old && old !== name) {
      try {
        await this.files.removeLeagueImage(old);
      } catch (error) {
        // The new image is in place; an old file the storage could not delete only takes space.
        this.logger.warn(`리그 ${mainId}의 이전 ${LEAGUE_IMAGE_LABELS[kind]} 파일을 지우지 못했습니다: ${String(error)}`);
      }
    }
    return { kind, name };
  }

  private async refuseOverlap(em: EntityManager, mainId: number, form: SeasonForm, seasonId: number): Promise<void> {
    const other = await this.repository.overlapping(em, mainId, form.beginDate, form.endDate, seasonId);
    if (other) throw fieldErrors({ beginDate: M.overlap(other), endDate: M.overlap(other) });
  }

  /** The one-active rule: the other seasons lose the flag, each change in the log. */
  private async clearOtherActive(em: EntityManager, mainId: number, userId: number, seasonId: number): Promise<void> {
    const cleared = await this.repository.clearOtherActive(em, mainId, seasonId);
    for (const otherId of cleared) {
      await this.record(em, userId, mainId, 'season.update', 'season', otherId, { active: true }, { active: false });
    }
  }

  private async requireSeason(em: EntityManager, mainId: number, seasonId: number): Promise<Season> {
    const season = await this.repository.seasonOfMain(em, mainId, seasonId);
    if (!season) throw new NotFoundException(M.seasonNotFound);
    return season;
  }

  private async requireLeague(em: EntityManager, seasonId: number, leagueId: number): Promise<AdminLeague> {
    const league = await this.repository.adminLeague(em, seasonId, leagueId);
    if (!league) throw new NotFoundException(M.leagueNotFound);
    return league;
  }

  private write<T>(mainId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return writeForMain(mainId, () => this.repository.transaction(work));
  }

  private async record(
    em: EntityManager,
    userId: number,
    mainId: number,
    kind: AuditKind,
    objectType: 'season' | 'league' | 'leagueMain',
    objectId: number,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await this.audit.record(em, { userId, scope: { type: 'leagueMain', id: mainId }, kind, object: { type: objectType, id: objectId }, before, after });
  }
}
