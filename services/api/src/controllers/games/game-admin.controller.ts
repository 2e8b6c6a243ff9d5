import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { GameAdminService } from '../../services/games/game-admin.service';

const GAME_ROLE = { role: 'leagueGame' } as const;
/** The lineups feed the record entry, so the game's scorer may keep them too. */
const LINEUP_ROLE = { role: 'leagueGame', orGameWriter: true } as const;
const BY_SEASON = { seasonId: 'seasonId' } as const;
const BY_GAME = { gameId: 'id' } as const;

@ApiTags('game')
@Controller('game')
@UseGuards(JsonBodyGuard)
export class GameAdminController {
  constructor(private readonly games: GameAdminService) {}

  @Get('admin/list/:seasonId/:month')
  @LeagueAdmin(BY_SEASON, GAME_ROLE)
  @ApiOperation({ summary: '관리자 경기 목록: 시즌의 한 달(YYYYMM) 경기와 상태(경기 전·기록 중·종료·정정됨·취소·서스펜디드), 기록원, 점수. 경기 기록 권한' })
  list(@Param('seasonId', ParseIdPipe) seasonId: number, @Param('month') month: string): Promise<GameAdminList> {
    return this.games.list(seasonId, month, null);
  }

  @Get('admin/list/:seasonId/:month/:leagueId')
  @LeagueAdmin(BY_SEASON, GAME_ROLE)
  @ApiOperation({ summary: '관리자 경기 목록: 시즌 한 리그의 한 달(YYYYMM) 경기와 상태. 경기 기록 권한' })
  listLeague(@Param('seasonId', ParseIdPipe) seasonId: number, @Param('month') month: string, @Param('leagueId', ParseIdPipe) leagueId: number): Promise<GameAdminList> {
    return this.games.list(seasonId, month, leagueId);
  }

  @Get('admin/gameCount/:seasonId/:leagueId/:month')
  @LeagueAdmin(BY_SEASON, GAME_ROLE)
  @ApiOperation({ summary: '한 달(YYYYMM) 경기 수를 상태별로 (리그 0은 시즌 전체). 경기 기록 권한' })
  counts(@Param('seasonId', ParseIdPipe) seasonId: number, @Param('leagueId') leagueId: string, @Param('month') month: string): Promise<GameStateCounts> {
    return this.games.counts(seasonId, leagueId, month);
  }

  @Get('admin/writer/:userId')
  @UseGuards(JwtAuthGuard, OwnAccountGuard('userId'))
  @ApiOperation({ summary: '본인이 기록원인 경기 (취소 제외, 60일 전부터): 경기 상태와 리그 주소. 본인만 조회할 수 있습니다' })
  writerGames(@Param('userId', ParseIdPipe) userId: number): Promise<ScorerGameRow[]> {
    return this.games.writerGames(userId);
  }

  @Get('admin/order/:id')
  @LeagueAdmin(BY_GAME, LINEUP_ROLE)
  @ApiOperation({ summary: '경기 양 팀의 라인업, 소속 선수와 출전 불가 사유. 경기 기록 권한' })
  order(@Param('id', ParseIdPipe) gameId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<GameOrderAdmin> {
    return this.games.order(access.userId, gameId);
  }

  @Get('admin/order/:id/:teamId')
  @LeagueAdmin(BY_GAME, LINEUP_ROLE)
  @ApiOperation({ summary: '경기 한 팀의 라인업, 소속 선수와 출전 불가 사유. 경기 기록 권한' })
  teamOrder(@Param('id', ParseIdPipe) gameId: number, @Param('teamId', ParseIdPipe) teamId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<GameOrderTeam> {
    return this.games.teamOrder(access.userId, gameId, teamId);
  }

  @Post('admin/order/:id/:teamId')
  @LeagueAdmin(BY_GAME, LINEUP_ROLE)
  @ApiOperation({ summary: '한 팀의 라인업 저장 {entries: [{playerId, batNum, position}]} (저장된 라인업을 바꿈; 타순 1-99 선발, 0 이하 선발 투수, 100 이상 후보). 경기 기록 권한 또는 그 경기의 기록원' })
  saveOrder(
    @Param('id', ParseIdPipe) gameId: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(gameLineupSchema)) body: GameLineupPayload,
  ): Promise<GameOrderTeam> {
    return this.games.saveLineup(access.mainId, access.userId, gameId, teamId, body);
  }
}
