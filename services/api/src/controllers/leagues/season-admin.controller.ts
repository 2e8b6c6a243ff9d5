import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { leagueFormSchema, seasonFormSchema, type AdminLeague, type LeagueForm, type Season, type SeasonForm } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { SeasonAdminService } from '../../services/leagues/season-admin.service';

const MAIN = { mainId: 'id' } as const;
const HEAD = { head: true } as const;

/** Season and league writes of a league main (spec section 7, League): grade-1 managers only. */
@ApiTags('league')
@Controller('league/main')
@UseGuards(JsonBodyGuard)
export class SeasonAdminController {
  constructor(private readonly admin: SeasonAdminService) {}

  @Post(':id/season')
  @LeagueAdmin(MAIN, HEAD)
  @ApiOperation({ summary: '시즌 만들기 (seasonName, beginDate, endDate, active). 총괄 관리자만' })
  createSeason(@LeagueAccess() access: LeagueAdminAccess, @Body(new ContractValidationPipe(seasonFormSchema)) body: SeasonForm): Promise<Season> {
    return this.admin.createSeason(access.mainId, access.userId, body);
  }

  @Put(':id/season/:seasonId')
  @LeagueAdmin(MAIN, HEAD)
  @ApiOperation({ summary: '시즌 수정 (진행 중으로 바꾸면 다른 시즌은 진행 중이 아니게 됨). 총괄 관리자만' })
  updateSeason(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('seasonId', ParseIdPipe) seasonId: number,
    @Body(new ContractValidationPipe(seasonFormSchema)) body: SeasonForm,
  ): Promise<Season> {
    return this.admin.updateSeason(access.mainId, access.userId, seasonId, body);
  }

  @Delete(':id/season/:seasonId')
  @HttpCode(204)
  @LeagueAdmin(MAIN, HEAD)
  @ApiOperation({ summary: '시즌 삭제 (경기 일정이 없는 시즌만; 시즌의 리그도 삭제). 총괄 관리자만' })
  async deleteSeason(@LeagueAccess() access: LeagueAdminAccess, @Param('seasonId', ParseIdPipe) seasonId: number): Promise<void> {
    await this.admin.deleteSeason(access.mainId, access.userId, seasonId);
  }

  @Get(':id/season/:seasonId/league')
  @LeagueAdmin(MAIN, HEAD)
  @ApiOperation({ summary: '시즌의 리그 목록과 기록 설정, 경기 수 (리그 관리 화면). 총괄 관리자만' })
  leagues(@LeagueAccess() access: LeagueAdminAccess, @Param('seasonId', ParseIdPipe) seasonId: number): Promise<AdminLeague[]> {
    return this.admin.leagues(access.mainId, seasonId);
  }

  @Post(':id/season/:seasonId/league')
  @LeagueAdmin(MAIN, HEAD)
  @ApiOperation({ summary: '리그 만들기 (leagueName, sortOrder와 기록 설정). 총괄 관리자만' })
  createLeague(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('seasonId', ParseIdPipe) seasonId: number,
    @Body(new ContractValidationPipe(leagueFormSchema)) body: LeagueForm,
  ): Promise<AdminLeague> {
    return this.admin.createLeague(access.mainId, access.userId, seasonId, body);
  }

  @Put(':id/season/:seasonId/league/:leagueId')
  @LeagueAdmin(MAIN, HEAD)
  @ApiOperation({ summary: '리그 수정 (이름, 순서, 기록 설정). 총괄 관리자만' })
  updateLeague(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('seasonId', ParseIdPipe) seasonId: number,
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Body(new ContractValidationPipe(leagueFormSchema)) body: LeagueForm,
  ): Promise<AdminLeague> {
    return this.admin.updateLeague(access.mainId, access.userId, seasonId, leagueId, body);
  }

  @Delete(':id/season/:seasonId/league/:leagueId')
  @HttpCode(204)
  @LeagueAdmin(MAIN, HEAD)
  @ApiOperation({ summary: '리그 삭제 (경기 일정이 없는 리그만). 총괄 관리자만' })
  async deleteLeague(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('seasonId', ParseIdPipe) seasonId: number,
    @Param('leagueId', ParseIdPipe) leagueId: number,
  ): Promise<void> {
    await this.admin.deleteLeague(access.mainId, access.userId, seasonId, leagueId);
  }
}
