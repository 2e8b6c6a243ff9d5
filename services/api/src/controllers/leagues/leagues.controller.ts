import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { League, LeagueBase, LeagueMain, Season } from '@dugout/contracts';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { CachedRead } from '../../common/read-cache/cached-read.decorator';
import { LeaguesService } from '../../services/leagues/leagues.service';

@ApiTags('league')
@Controller('league')
export class LeaguesController {
  constructor(private readonly leagues: LeaguesService) {}

  @Get('base/:path')
  @CachedRead()
  @ApiOperation({ summary: '리그 화면 기본 정보 (리그, 시즌 목록, 선택 시즌, 게시판)' })
  getBase(@Param('path') path: string): Promise<LeagueBase> {
    return this.leagues.getBase(path);
  }

  @Get('mainpath/:path')
  @CachedRead()
  @ApiOperation({ summary: '리그 경로(예: gangdong)로 리그 정보 조회' })
  getMainByPath(@Param('path') path: string): Promise<LeagueMain> {
    return this.leagues.getMainByPath(path);
  }

  @Get('main/:id')
  @CachedRead()
  @ApiOperation({ summary: '리그 정보 조회' })
  getMain(@Param('id', ParseIdPipe) mainId: number): Promise<LeagueMain> {
    return this.leagues.getMain(mainId);
  }

  @Get('main/:id/season')
  @CachedRead()
  @ApiOperation({ summary: '리그의 시즌 목록 (최근 시즌부터)' })
  listSeasons(@Param('id', ParseIdPipe) mainId: number): Promise<Season[]> {
    return this.leagues.listSeasons(mainId);
  }

  @Get('main/:id/activeSeason')
  @CachedRead()
  @ApiOperation({ summary: '리그의 진행 중인 시즌 조회 (없으면 data가 null)' })
  getActiveSeason(@Param('id', ParseIdPipe) mainId: number): Promise<Season | null> {
    return this.leagues.getActiveSeason(mainId);
  }

  @Get('season/:id')
  @CachedRead()
  @ApiOperation({ summary: '시즌 정보 조회' })
  getSeason(@Param('id', ParseIdPipe) seasonId: number): Promise<Season> {
    return this.leagues.getSeason(seasonId);
  }

  @Get('season/:id/league')
  @CachedRead()
  @ApiOperation({ summary: '시즌의 리그(부) 목록' })
  listLeagues(@Param('id', ParseIdPipe) seasonId: number): Promise<League[]> {
    return this.leagues.listLeagues(seasonId);
  }

  @Get('league/:id')
  @CachedRead()
  @ApiOperation({ summary: '리그(부) 정보 조회' })
  getLeague(@Param('id', ParseIdPipe) leagueId: number): Promise<League> {
    return this.leagues.getLeague(leagueId);
  }
}
