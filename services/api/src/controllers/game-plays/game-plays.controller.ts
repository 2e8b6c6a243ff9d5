import { Body, HttpCode, UseFilters } from '@nestjs/common';
import type { PlaysEditing, PlaysPublic, PlayWritten } from '@dugout/play-by-play';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { GamePlaysService } from '../../services/game-plays/game-plays.service';
import { ApiController, CachedGet, IdParam, Route } from '../route-decorators';
import { StalePlaysFilter } from './stale-plays.filter';

const ENTRY = { role: 'leagueGame', orGameWriter: true } as const;

/** A game recorded play by play (issue 28): the scorer's events under admin/write/game/{id}/plays, the public 문자 중계. */
@ApiController('game', 'game', UseFilters(StalePlaysFilter))
export class GamePlaysController {
  constructor(private readonly plays: GamePlaysService) {}

  @Route('GET admin/write/game/:id/plays', '플레이별 기록 입력용 조회 (설정, 규칙, 기록 목록, 현재 상황)', LeagueAdmin({ gameId: 'id' }, ENTRY))
  editing(@IdParam('id') gameId: number): Promise<PlaysEditing> {
    return this.plays.editing(gameId);
  }

  @Route('POST admin/write/game/:id/plays/start', '플레이별 기록 시작 (두 팀 라인업으로 설정, 리그 규칙)', HttpCode(200), LeagueAdmin({ gameId: 'id' }, ENTRY))
  start(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<PlaysEditing> {
    return this.plays.start(gameId, access.userId, access.mainId, body);
  }

  @Route('POST admin/write/game/:id/plays', '플레이 하나 추가 (마지막 기록 번호 확인, 박스 스코어 자동 저장)', HttpCode(200), LeagueAdmin({ gameId: 'id' }, ENTRY))
  append(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<PlayWritten> {
    return this.plays.append(gameId, access.userId, access.mainId, body);
  }

  @Route('DELETE admin/write/game/:id/plays/:seq', '마지막 플레이 되돌리기', LeagueAdmin({ gameId: 'id' }, ENTRY))
  undo(@IdParam('id') gameId: number, @IdParam('seq') seq: number, @LeagueAccess() access: LeagueAdminAccess): Promise<PlayWritten> {
    return this.plays.undo(gameId, access.userId, access.mainId, seq);
  }

  @Route('PUT admin/write/game/:id/plays/:seq', '지난 플레이 고치기 (경기 전체를 다시 계산)', LeagueAdmin({ gameId: 'id' }, ENTRY))
  edit(@IdParam('id') gameId: number, @IdParam('seq') seq: number, @LeagueAccess() access: LeagueAdminAccess, @Body() body: unknown): Promise<PlayWritten> {
    return this.plays.edit(gameId, access.userId, access.mainId, seq, body);
  }

  @CachedGet(':id/plays', '문자 중계 (플레이 기록, 현재 상황, 이닝별 중계 문장)')
  publicPlays(@IdParam('id') gameId: number): Promise<PlaysPublic> {
    return this.plays.publicPlays(gameId);
  }
}
