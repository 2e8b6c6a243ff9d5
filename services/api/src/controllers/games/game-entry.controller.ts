import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GameRecordEditing, GameRecordSaved, GameRecordVersionItem } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { Idempotent } from '../../common/idempotency';
import { GameEntryService } from '../../services/games/game-entry.service';

const ENTRY = { role: 'leagueGame', orGameWriter: true } as const;

/** Box-score entry and the official record (spec 7 Games, admin/write/game/{id}). */
@ApiTags('game')
@Controller('game/admin/write/game/:id')
export class GameEntryController {
  constructor(private readonly entry: GameEntryService) {}

  @Get()
  @LeagueAdmin({ gameId: 'id' }, ENTRY)
  @ApiOperation({ summary: '경기 기록 입력용 조회 (버전·상태, 기록이 없으면 라인업으로 채움)' })
  editing(@Param('id', ParseIdPipe) gameId: number): Promise<GameRecordEditing> {
    return this.entry.editing(gameId);
  }

  @Post()
  @HttpCode(200)
  @LeagueAdmin({ gameId: 'id' }, ENTRY)
  @Idempotent()
  @ApiOperation({ summary: '경기 기록 전체 저장' })
  save(@Param('id', ParseIdPipe) gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<GameRecordSaved> {
    return this.entry.save(gameId, access.userId, access.mainId, 'wholeRecord', body);
  }

  @Post('scoreboard')
  @HttpCode(200)
  @LeagueAdmin({ gameId: 'id' }, ENTRY)
  @Idempotent()
  @ApiOperation({ summary: '점수판(이닝별 점수, 팀 기록, 승리 유형과 승리 팀)만 저장' })
  saveScoreboard(@Param('id', ParseIdPipe) gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<GameRecordSaved> {
    return this.entry.save(gameId, access.userId, access.mainId, 'scoreboard', body);
  }

  @Post('records')
  @HttpCode(200)
  @LeagueAdmin({ gameId: 'id' }, ENTRY)
  @Idempotent()
  @ApiOperation({ summary: '선수 기록(타자·투수)만 저장' })
  saveLines(@Param('id', ParseIdPipe) gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<GameRecordSaved> {
    return this.entry.save(gameId, access.userId, access.mainId, 'playerLines', body);
  }

  @Post('final')
  @HttpCode(200)
  @LeagueAdmin({ gameId: 'id' }, { role: 'leagueGame' })
  @ApiOperation({ summary: '경기 기록 확정' })
  markFinal(@Param('id', ParseIdPipe) gameId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<GameRecordSaved> {
    return this.entry.markFinal(gameId, access.userId, access.mainId);
  }

  @Post('correction')
  @HttpCode(200)
  @LeagueAdmin({ gameId: 'id' }, { head: true })
  @ApiOperation({ summary: '확정된 기록 정정 시작 (1등급 관리자, 사유 필수)' })
  openCorrection(@Param('id', ParseIdPipe) gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<GameRecordSaved> {
    return this.entry.openCorrection(gameId, access.userId, access.mainId, body);
  }

  @Get('versions')
  @LeagueAdmin({ gameId: 'id' }, { role: 'leagueGame' })
  @ApiOperation({ summary: '확정된 기록의 변경 이력' })
  versions(@Param('id', ParseIdPipe) gameId: number): Promise<GameRecordVersionItem[]> {
    return this.entry.versions(gameId);
  }
}
