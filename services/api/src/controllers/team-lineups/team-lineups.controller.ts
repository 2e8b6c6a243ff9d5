import { UseGuards } from '@nestjs/common';
import { gameLineupSchema, type GameLineupPayload, type TeamLineupForm, type TeamLineupList } from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { TeamLineupsService } from '../../services/team-lineups/team-lineups.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

@ApiController('team', 'team', UseGuards(JsonBodyGuard))
export class TeamLineupsController {
  constructor(private readonly lineups: TeamLineupsService) {}

  @Route('GET :id/orders', '라인업 제출: 오늘부터 14일 안의 팀 경기와 제출 여부, 제출 마감 시각. 팀 관리자만', TeamAdmin('id'))
  list(@IdParam('id') teamId: number): Promise<TeamLineupList> {
    return this.lineups.list(teamId);
  }

  @Route('GET :id/order/:gameId', '팀의 경기 라인업과 출전 가능 선수(불가 사유), 상대 팀 라인업(양 팀 제출 또는 마감 후 공개). 팀 관리자만', TeamAdmin('id'))
  form(@IdParam('id') teamId: number, @IdParam('gameId') gameId: number, @CurrentUser() user: AuthUser): Promise<TeamLineupForm> {
    return this.lineups.form(user.userId, teamId, gameId);
  }

  @Route('POST :id/order/:gameId', '팀의 경기 라인업 제출 {entries: [{playerId, batNum, position}]} (마감 전까지; 리그 관리자 라인업과 같은 규칙). 팀 관리자만', TeamAdmin('id'))
  save(@IdParam('id') teamId: number, @IdParam('gameId') gameId: number, @CurrentUser() user: AuthUser, @ValidBody(gameLineupSchema) body: GameLineupPayload): Promise<TeamLineupForm> {
    return this.lineups.save(user.userId, teamId, gameId, body);
  }
}
