import { Param } from '@nestjs/common';
import type { League, LeagueBase, LeagueMain, Season } from '@dugout/contracts';
import { LeaguesService } from '../../services/leagues/leagues.service';
import { ApiController, CachedGet, IdParam } from '../route-decorators';

@ApiController('league', 'league')
export class LeaguesController {
  constructor(private readonly leagues: LeaguesService) {}

  @CachedGet('base/:path', '리그 화면 기본 정보 (리그, 시즌 목록, 선택 시즌, 게시판)')
  getBase(@Param('path') path: string): Promise<LeagueBase> {
    return this.leagues.getBase(path);
  }

  @CachedGet('mainpath/:path', '리그 경로(예: gangdong)로 리그 정보 조회')
  getMainByPath(@Param('path') path: string): Promise<LeagueMain> {
    return this.leagues.getMainByPath(path);
  }

  @CachedGet('main/:id', '리그 정보 조회')
  getMain(@IdParam('id') mainId: number): Promise<LeagueMain> {
    return this.leagues.getMain(mainId);
  }

  @CachedGet('main/:id/season', '리그의 시즌 목록 (최근 시즌부터)')
  listSeasons(@IdParam('id') mainId: number): Promise<Season[]> {
    return this.leagues.listSeasons(mainId);
  }

  @CachedGet('main/:id/activeSeason', '리그의 진행 중인 시즌 조회 (없으면 data가 null)')
  getActiveSeason(@IdParam('id') mainId: number): Promise<Season | null> {
    return this.leagues.getActiveSeason(mainId);
  }

  @CachedGet('season/:id', '시즌 정보 조회')
  getSeason(@IdParam('id') seasonId: number): Promise<Season> {
    return this.leagues.getSeason(seasonId);
  }

  @CachedGet('season/:id/league', '시즌의 리그(부) 목록')
  listLeagues(@IdParam('id') seasonId: number): Promise<League[]> {
    return this.leagues.listLeagues(seasonId);
  }

  @CachedGet('league/:id', '리그(부) 정보 조회')
  getLeague(@IdParam('id') leagueId: number): Promise<League> {
    return this.leagues.getLeague(leagueId);
  }
}
