import { ApiParam } from '@nestjs/swagger';
import type { PlayerGameLog, ScheduleItem, TeamPageSeasons, TeamRosterStats } from '@dugout/contracts';
import { TeamPagesService } from '../../services/team-pages/team-pages.service';
import { ApiController, CachedGet, IdParam, LimitParam } from '../route-decorators';

/** The team home lists its next games and last results, 5 by default like the league home (spec 9). */
const TEAM_HOME_LIST_SIZE = 5;
const SEASON = { name: 'seasonId', description: '시즌 번호' } as const;
const SEASONS = {
  summary: '팀이 참가한 시즌별 리그와 각 리그의 팀 순위 (최근 시즌부터)',
  description: '/{id}/leagues 는 팀 관리자용 엔트리 화면의 호출이라 공개 팀 페이지는 이 호출을 씁니다.',
};

/**
 * Public reads of the team pages. The web asks for login on every team page but main (spec 2:
 * "routes enforce only this login guard"); the answers are the same public records the league
 * pages show without login, so the API serves them to anyone, from the read cache.
 */
@ApiController('team', 'team/:id', ApiParam({ name: 'id', description: '팀 번호' }))
export class TeamPagesController {
  constructor(private readonly pages: TeamPagesService) {}

  @CachedGet('schedule/next/:n', '팀의 다음 경기 n개 (모든 리그, 취소·종료 경기 제외, 최대 100)')
  nextGames(@IdParam('id') teamId: number, @LimitParam('n', TEAM_HOME_LIST_SIZE) limit: number): Promise<ScheduleItem[]> {
    return this.pages.nextGames(teamId, limit);
  }

  @CachedGet('game/recent/:n', '팀의 최근 경기 결과 n개 (모든 리그, 최근 경기부터, 최대 100)')
  recentResults(@IdParam('id') teamId: number, @LimitParam('n', TEAM_HOME_LIST_SIZE) limit: number): Promise<ScheduleItem[]> {
    return this.pages.recentResults(teamId, limit);
  }

  @CachedGet('game/season/:seasonId', '팀의 시즌 경기 (시즌의 모든 리그, 경기 시간순: 점수·승리 유형·상대·리그·구장)', ApiParam(SEASON))
  seasonGames(@IdParam('id') teamId: number, @IdParam('seasonId') seasonId: number): Promise<ScheduleItem[]> {
    return this.pages.seasonGames(teamId, seasonId);
  }

  @CachedGet('seasons', SEASONS)
  seasons(@IdParam('id') teamId: number): Promise<TeamPageSeasons> {
    return this.pages.seasons(teamId);
  }

  @CachedGet('roster/stat/:seasonId', '팀 선수 명단과 선수별 시즌 기록 (등번호 순, 기록이 없으면 stat null, 팀을 떠난 선수의 기록은 뒤에)', ApiParam(SEASON))
  rosterStats(@IdParam('id') teamId: number, @IdParam('seasonId') seasonId: number): Promise<TeamRosterStats> {
    return this.pages.rosterStats(teamId, seasonId);
  }

  @CachedGet('player/:pid/games/:seasonId', '팀 소속 선수의 시즌 경기별 기록 (기록에 반영되는 경기, 경기 시간순)', ApiParam({ name: 'pid', description: '선수 번호 (이 팀 소속)' }), ApiParam(SEASON))
  playerGames(@IdParam('id') teamId: number, @IdParam('pid') playerId: number, @IdParam('seasonId') seasonId: number): Promise<PlayerGameLog> {
    return this.pages.playerGames(teamId, playerId, seasonId);
  }
}
