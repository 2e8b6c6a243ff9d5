import { HttpCode, UseGuards } from '@nestjs/common';
import { leagueFormSchema, seasonFormSchema, type AdminLeague, type LeagueForm, type Season, type SeasonForm } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { SeasonAdminService } from '../../services/leagues/season-admin.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

const MAIN = { mainId: 'id' } as const;
const HEAD = { head: true } as const;

/** Season and league writes of a league main (spec section 7, League): grade-1 managers only. */
@ApiController('league', 'league/main', UseGuards(JsonBodyGuard))
export class SeasonAdminController {
  constructor(private readonly admin: SeasonAdminService) {}

  @Route('POST :id/season', '시즌 만들기 (seasonName, beginDate, endDate, active). 총괄 관리자만', LeagueAdmin(MAIN, HEAD))
  createSeason(@LeagueAccess() access: LeagueAdminAccess, @ValidBody(seasonFormSchema) body: SeasonForm): Promise<Season> {
    return this.admin.createSeason(access.mainId, access.userId, body);
  }

  @Route('PUT :id/season/:seasonId', '시즌 수정 (진행 중으로 바꾸면 다른 시즌은 진행 중이 아니게 됨). 총괄 관리자만', LeagueAdmin(MAIN, HEAD))
  updateSeason(@LeagueAccess() access: LeagueAdminAccess, @IdParam('seasonId') seasonId: number, @ValidBody(seasonFormSchema) body: SeasonForm): Promise<Season> {
    return this.admin.updateSeason(access.mainId, access.userId, seasonId, body);
  }

  @Route('DELETE :id/season/:seasonId', '시즌 삭제 (경기 일정이 없는 시즌만; 시즌의 리그도 삭제). 총괄 관리자만', HttpCode(204), LeagueAdmin(MAIN, HEAD))
  async deleteSeason(@LeagueAccess() access: LeagueAdminAccess, @IdParam('seasonId') seasonId: number): Promise<void> {
    await this.admin.deleteSeason(access.mainId, access.userId, seasonId);
  }

  @Route('GET :id/season/:seasonId/league', '시즌의 리그 목록과 기록 설정, 경기 수 (리그 관리 화면). 총괄 관리자만', LeagueAdmin(MAIN, HEAD))
  leagues(@LeagueAccess() access: LeagueAdminAccess, @IdParam('seasonId') seasonId: number): Promise<AdminLeague[]> {
    return this.admin.leagues(access.mainId, seasonId);
  }

  @Route('POST :id/season/:seasonId/league', '리그 만들기 (leagueName, sortOrder와 기록 설정). 총괄 관리자만', LeagueAdmin(MAIN, HEAD))
  createLeague(@LeagueAccess() access: LeagueAdminAccess, @IdParam('seasonId') seasonId: number, @ValidBody(leagueFormSchema) body: LeagueForm): Promise<AdminLeague> {
    return this.admin.createLeague(access.mainId, access.userId, seasonId, body);
  }

  @Route('PUT :id/season/:seasonId/league/:leagueId', '리그 수정 (이름, 순서, 기록 설정). 총괄 관리자만', LeagueAdmin(MAIN, HEAD))
  updateLeague(
    @LeagueAccess() access: LeagueAdminAccess,
    @IdParam('seasonId') seasonId: number,
    @IdParam('leagueId') leagueId: number,
    @ValidBody(leagueFormSchema) body: LeagueForm,
  ): Promise<AdminLeague> {
    return this.admin.updateLeague(access.mainId, access.userId, seasonId, leagueId, body);
  }

  @Route('DELETE :id/season/:seasonId/league/:leagueId', '리그 삭제 (경기 일정이 없는 리그만). 총괄 관리자만', HttpCode(204), LeagueAdmin(MAIN, HEAD))
  async deleteLeague(@LeagueAccess() access: LeagueAdminAccess, @IdParam('seasonId') seasonId: number, @IdParam('leagueId') leagueId: number): Promise<void> {
    await this.admin.deleteLeague(access.mainId, access.userId, seasonId, leagueId);
  }
}
