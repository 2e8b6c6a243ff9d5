import { Query } from '@nestjs/common';
import { ApiParam, ApiQuery } from '@nestjs/swagger';
import type {
  PlayerRankingLists,
  PlayerRankingRow,
  RankingPage,
  StandingRow,
  StandingsProgress,
  TeamBattingRow,
  TeamPitchingRow,
} from '@dugout/contracts';
import { RankingsService } from '../../services/stats/rankings.service';
import { StandingsService } from '../../services/stats/standings.service';
import { ApiController, CachedGet, FlagQuery, IdParam } from '../route-decorators';

const TEAM_BATTING_OD = { name: 'od', required: false, description: '정렬: avg(기본) | obp | slg | ops | runs | hits | hr | rbi | sb' } as const;
const TEAM_PITCHING_OD = { name: 'od', required: false, description: '정렬: era(기본) | whip | k9 | so | inning | win' } as const;
const BATTER_OD = { name: 'od', required: false, description: '정렬: avg(기본) | rbi | hr | hits | tpa | ab | games' } as const;
const PITCHER_OD = { name: 'od', required: false, description: '정렬: era(기본) | win | so | inning | bf | games' } as const;
const EVERY_PLAYER = {
  name: 'all',
  required: false,
  description: 'true: 규정 여부와 관계없이 기록이 있는 모든 선수 (내보내기용)',
} as const;
const QUALIFY_NOTE =
  '규정타석·규정이닝은 선수 소속 팀의 경기 수 기준입니다. teamGames와 qualifyThreshold는 가장 많은 경기를 치른 팀 기준의 값입니다.';

@ApiController('rank', 'game/rank', ApiParam({ name: 'a', description: '시즌 번호' }), ApiParam({ name: 'b', description: '리그 번호' }))
export class RankingsController {
  constructor(private readonly standings: StandingsService, private readonly rankings: RankingsService) {}

  @CachedGet('team/:a/:b', '팀 순위 (리그의 승점·순위 결정 방식 적용)')
  teamStandings(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number): Promise<StandingRow[]> {
    return this.standings.standings(seasonId, leagueId);
  }

  @CachedGet('teamProgress/:a/:b', '팀 순위 변화 (경기일별 누적 승수와 승률, 차트용)')
  teamProgress(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number): Promise<StandingsProgress> {
    return this.standings.progress(seasonId, leagueId);
  }

  @CachedGet('teamBat/:a/:b', '팀 타격 순위', ApiQuery(TEAM_BATTING_OD))
  teamBatting(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number, @Query('od') od?: unknown): Promise<RankingPage<TeamBattingRow>> {
    return this.rankings.teamBatting(seasonId, leagueId, od);
  }

  @CachedGet('teamPit/:a/:b', '팀 투수 순위', ApiQuery(TEAM_PITCHING_OD))
  teamPitching(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number, @Query('od') od?: unknown): Promise<RankingPage<TeamPitchingRow>> {
    return this.rankings.teamPitching(seasonId, leagueId, od);
  }

  @CachedGet('batter/:a/:b', { summary: '타자 순위 (규정타석 이상, all=true면 모든 타자)', description: QUALIFY_NOTE }, ApiQuery(BATTER_OD), ApiQuery(EVERY_PLAYER))
  batters(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number, @FlagQuery('all') all: boolean, @Query('od') od?: unknown): Promise<RankingPage<PlayerRankingRow>> {
    return this.rankings.batters(seasonId, leagueId, od, all ? 'every' : 'qualified');
  }

  @CachedGet('subbatter/:a/:b', { summary: '타자 순위 (규정타석 미만)', description: QUALIFY_NOTE }, ApiQuery(BATTER_OD))
  subBatters(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number, @Query('od') od?: unknown): Promise<RankingPage<PlayerRankingRow>> {
    return this.rankings.batters(seasonId, leagueId, od, 'below');
  }

  @CachedGet('pitcher/:a/:b', { summary: '투수 순위 (규정이닝 이상, all=true면 모든 투수)', description: QUALIFY_NOTE }, ApiQuery(PITCHER_OD), ApiQuery(EVERY_PLAYER))
  pitchers(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number, @FlagQuery('all') all: boolean, @Query('od') od?: unknown): Promise<RankingPage<PlayerRankingRow>> {
    return this.rankings.pitchers(seasonId, leagueId, od, all ? 'every' : 'qualified');
  }

  @CachedGet('subpitcher/:a/:b', { summary: '투수 순위 (규정이닝 미만)', description: QUALIFY_NOTE }, ApiQuery(PITCHER_OD))
  subPitchers(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number, @Query('od') od?: unknown): Promise<RankingPage<PlayerRankingRow>> {
    return this.rankings.pitchers(seasonId, leagueId, od, 'below');
  }

  @CachedGet('mainPage/:a/:b', '리그 홈 개인 순위 (타율·타점·홈런·평균자책점·승리·탈삼진 상위 5명)')
  mainPage(@IdParam('a') seasonId: number, @IdParam('b') leagueId: number): Promise<PlayerRankingLists> {
    return this.rankings.mainPage(seasonId, leagueId);
  }
}
