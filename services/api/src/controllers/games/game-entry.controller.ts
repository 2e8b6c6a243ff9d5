import { Body, HttpCode } from '@nestjs/common';
import type { GameRecordEditing, GameRecordSaved, GameRecordVersionItem } from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { Idempotent } from '../../common/idempotency';
import { GameEntryService } from '../../services/games/game-entry.service';
import { ApiController, IdParam, Route } from '../route-decorators';

const ENTRY = { role: 'leagueGame', orGameWriter: true } as const;

/** Box-score entry and the official record (spec 7 Games, admin/write/game/{id}). */
@ApiController('game', 'game/admin/write/game/:id')
export class GameEntryController {
  constructor(private readonly entry: GameEntryService) {}

  @Route('GET', '경기 기록 입력용 조회 (버전·상태, 기록이 없으면 라인업으로 채움)', LeagueAdmin({ gameId: 'id' }, ENTRY))
  editing(@IdParam('id') gameId: number): Promise<GameRecordEditing> {
    return this.entry.editing(gameId);
  }

  @Route('POST', '경기 기록 전체 저장', HttpCode(200), LeagueAdmin({ gameId: 'id' }, ENTRY), Idempotent())
  save(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<GameRecordSaved> {
    return this.entry.save(gameId, access.userId, access.mainId, 'wholeRecord', body);
  }

  @Route('POST scoreboard', '점수판(이닝별 점수, 팀 기록, 승리 유형과 승리 팀)만 저장', HttpCode(200), LeagueAdmin({ gameId: 'id' }, ENTRY), Idempotent())
  saveScoreboard(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<GameRecordSaved> {
    return this.entry.save(gameId, access.userId, access.mainId, 'scoreboard', body);
  }

  @Route('POST records', '선수 기록(타자·투수)만 저장', HttpCode(200), LeagueAdmin({ gameId: 'id' }, ENTRY), Idempotent())
  saveLines(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<GameRecordSaved> {
    return this.entry.save(gameId, access.userId, access.mainId, 'playerLines', body);
  }

  @Route('POST final', '경기 기록 확정', HttpCode(200), LeagueAdmin({ gameId: 'id' }, { role: 'leagueGame' }))
  markFinal(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<GameRecordSaved> {
    return this.entry.markFinal(gameId, access.userId, access.mainId);
  }

  @Route('POST correction', '확정된 기록 정정 시작 (1등급 관리자, 사유 필수)', HttpCode(200), LeagueAdmin({ gameId: 'id' }, { head: true }))
  openCorrection(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<GameRecordSaved> {
    return this.entry.openCorrection(gameId, access.userId, access.mainId, body);
  }

  @Route('GET versions', '확정된 기록의 변경 이력', LeagueAdmin({ gameId: 'id' }, { role: 'leagueGame' }))
  versions(@IdParam('id') gameId: number): Promise<GameRecordVersionItem[]> {
    return this.entry.versions(gameId);
  }
}
