import { Param, UseGuards } from '@nestjs/common';
import {
  gameLineupSchema,
  type GameAdminList,
  type GameLineupPayload,
  type GameOrderAdmin,
  type GameOrderTeam,
  type GameStateCounts,
  type ScorerGameRow,
} from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard, JwtAuthGuard, OwnAccountGuard } from '../../services/auth';
import { GameAdminService } from '../../services/games/game-admin.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

const GAME_ROLE = { role: 'leagueGame' } as const;
/** The lineups feed the record entry, so the game's scorer may keep them too. */
const LINEUP_ROLE = { role: 'leagueGame', orGameWriter: true } as const;
const BY_SEASON = { seasonId: 'seasonId' } as const;
const BY_GAME = { gameId: 'id' } as const;

@ApiController('game', 'game', UseGuards(JsonBodyGuard))
export class GameAdminController {
  constructor(private readonly games: GameAdminService) {}

  @Route('GET admin/list/:seasonId/:month', '관리자 경기 목록: 시즌의 한 달(YYYYMM) 경기와 상태(경기 전·기록 중·종료·정정됨·취소·서스펜디드), 기록원, 점수. 경기 기록 권한', LeagueAdmin(BY_SEASON, GAME_ROLE))
  list(@IdParam('seasonId') seasonId: number, @Param('month') month: string): Promise<GameAdminList> {
    return this.games.list(seasonId, month, null);
  }

  @Route('GET admin/list/:seasonId/:month/:leagueId', '관리자 경기 목록: 시즌 한 리그의 한 달(YYYYMM) 경기와 상태. 경기 기록 권한', LeagueAdmin(BY_SEASON, GAME_ROLE))
  listLeague(@IdParam('seasonId') seasonId: number, @Param('month') month: string, @IdParam('leagueId') leagueId: number): Promise<GameAdminList> {
    return this.games.list(seasonId, month, leagueId);
  }

  @Route('GET admin/gameCount/:seasonId/:leagueId/:month', '한 달(YYYYMM) 경기 수를 상태별로 (리그 0은 시즌 전체). 경기 기록 권한', LeagueAdmin(BY_SEASON, GAME_ROLE))
  counts(@IdParam('seasonId') seasonId: number, @Param('leagueId') leagueId: string, @Param('month') month: string): Promise<GameStateCounts> {
    return this.games.counts(seasonId, leagueId, month);
  }

  @Route('GET admin/writer/:userId', '본인이 기록원인 경기 (취소 제외, 60일 전부터): 경기 상태와 리그 주소. 본인만 조회할 수 있습니다', UseGuards(JwtAuthGuard, OwnAccountGuard('userId')))
  writerGames(@IdParam('userId') userId: number): Promise<ScorerGameRow[]> {
    return this.games.writerGames(userId);
  }

  @Route('GET admin/order/:id', '경기 양 팀의 라인업, 소속 선수와 출전 불가 사유. 경기 기록 권한', LeagueAdmin(BY_GAME, LINEUP_ROLE))
  order(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<GameOrderAdmin> {
    return this.games.order(access.userId, gameId);
  }

  @Route('GET admin/order/:id/:teamId', '경기 한 팀의 라인업, 소속 선수와 출전 불가 사유. 경기 기록 권한', LeagueAdmin(BY_GAME, LINEUP_ROLE))
  teamOrder(@IdParam('id') gameId: number, @IdParam('teamId') teamId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<GameOrderTeam> {
    return this.games.teamOrder(access.userId, gameId, teamId);
  }

  @Route(
    'POST admin/order/:id/:teamId',
    '한 팀의 라인업 저장 {entries: [{playerId, batNum, position}]} (저장된 라인업을 바꿈; 타순 1-99 선발, 0 이하 선발 투수, 100 이상 후보). 경기 기록 권한 또는 그 경기의 기록원',
    LeagueAdmin(BY_GAME, LINEUP_ROLE),
  )
  saveOrder(
    @IdParam('id') gameId: number,
    @IdParam('teamId') teamId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @ValidBody(gameLineupSchema) body: GameLineupPayload,
  ): Promise<GameOrderTeam> {
    return this.games.saveLineup(access.mainId, access.userId, gameId, teamId, body);
  }
}
