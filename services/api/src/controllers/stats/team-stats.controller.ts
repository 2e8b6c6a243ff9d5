import { ApiParam } from '@nestjs/swagger';
import type { PlayerSeasonStats, TeamPlayerStat, TeamStat } from '@dugout/contracts';
import { PlayerStatsService } from '../../services/stats/player-stats.service';
import { ApiController, CachedGet, IdParam } from '../route-decorators';

const TEAM = { name: 'id', description: '팀 번호' } as const;
const PLAYER = { name: 'pid', description: '선수 번호 (이 팀 소속)' } as const;
const SEASON = { name: 'x', description: '시즌 번호' } as const;
const LEAGUE = { name: 'y', description: '리그 번호 (이 시즌의 리그)' } as const;
const SEASON_SUM = '리그 번호를 생략하면 시즌의 모든 리그 기록을 합산합니다.';

@ApiController('team', 'team', ApiParam(TEAM))
export class TeamStatsController {
  constructor(private readonly stats: PlayerStatsService) {}

  @CachedGet(':id/stat/:x', { summary: '팀 시즌 기록 (타격·투구, 시즌 합산)', description: SEASON_SUM }, ApiParam(SEASON))
  teamSeason(@IdParam('id') teamId: number, @IdParam('x') seasonId: number): Promise<TeamStat> {
    return this.stats.teamStat(teamId, seasonId, null);
  }

  @CachedGet(':id/stat/:x/:y', '팀 리그 기록 (타격·투구)', ApiParam(SEASON), ApiParam(LEAGUE))
  teamLeague(@IdParam('id') teamId: number, @IdParam('x') seasonId: number, @IdParam('y') leagueId: number): Promise<TeamStat> {
    return this.stats.teamStat(teamId, seasonId, leagueId);
  }

  @CachedGet(':id/player/:pid/stat/:x', { summary: '팀 소속 선수의 시즌 기록 (시즌 합산)', description: SEASON_SUM }, ApiParam(PLAYER), ApiParam(SEASON))
  playerSeason(@IdParam('id') teamId: number, @IdParam('pid') playerId: number, @IdParam('x') seasonId: number): Promise<TeamPlayerStat> {
    return this.stats.teamPlayerStat(teamId, playerId, seasonId, null);
  }

  @CachedGet(':id/player/:pid/stat/:x/:y', '팀 소속 선수의 리그 기록', ApiParam(PLAYER), ApiParam(SEASON), ApiParam(LEAGUE))
  playerLeague(@IdParam('id') teamId: number, @IdParam('pid') playerId: number, @IdParam('x') seasonId: number, @IdParam('y') leagueId: number): Promise<TeamPlayerStat> {
    return this.stats.teamPlayerStat(teamId, playerId, seasonId, leagueId);
  }

  @CachedGet(':id/player/:pid/season/:s', '팀 소속 선수의 시즌 기록 (리그별 기록과 시즌 합계)', ApiParam(PLAYER), ApiParam({ name: 's', description: '시즌 번호' }))
  playerSeasonByLeague(@IdParam('id') teamId: number, @IdParam('pid') playerId: number, @IdParam('s') seasonId: number): Promise<PlayerSeasonStats> {
    return this.stats.teamPlayerSeason(teamId, playerId, seasonId);
  }

  @CachedGet(':id/players/league/stat/:x', { summary: '팀 선수별 시즌 기록 (기록이 있는 선수, 등번호·이름 순)', description: SEASON_SUM }, ApiParam(SEASON))
  playersSeason(@IdParam('id') teamId: number, @IdParam('x') seasonId: number): Promise<TeamPlayerStat[]> {
    return this.stats.teamPlayersStat(teamId, seasonId, null);
  }

  @CachedGet(':id/players/league/stat/:x/:y', '팀 선수별 리그 기록 (기록이 있는 선수, 등번호·이름 순)', ApiParam(SEASON), ApiParam(LEAGUE))
  playersLeague(@IdParam('id') teamId: number, @IdParam('x') seasonId: number, @IdParam('y') leagueId: number): Promise<TeamPlayerStat[]> {
    return this.stats.teamPlayersStat(teamId, seasonId, leagueId);
  }
}
