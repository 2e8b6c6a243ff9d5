import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { gameLineupSchema, type GameLineupPayload, type TeamLineupForm, type TeamLineupList } from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { TeamLineupsService } from '../../services/team-lineups/team-lineups.service';

@ApiTags('team')
@Controller('team')
@UseGuards(JsonBodyGuard)
export class TeamLineupsController {
  constructor(private readonly lineups: TeamLineupsService) {}

  @Get(':id/orders')
  @TeamAdmin('id')
  @ApiOperation({ summary: '라인업 제출: 오늘부터 14일 안의 팀 경기와 제출 여부, 제출 마감 시각. 팀 관리자만' })
  list(@Param('id', ParseIdPipe) teamId: number): Promise<TeamLineupList> {
    return this.lineups.list(teamId);
  }

  @Get(':id/order/:gameId')
  @TeamAdmin('id')
  @ApiOperation({ summary: '팀의 경기 라인업과 출전 가능 선수(불가 사유), 상대 팀 라인업(양 팀 제출 또는 마감 후 공개). 팀 관리자만' })
  form(@Param('id', ParseIdPipe) teamId: number, @Param('gameId', ParseIdPipe) gameId: number, @CurrentUser() user: AuthUser): Promise<TeamLineupForm> {
    return this.lineups.form(user.userId, teamId, gameId);
  }

  @Post(':id/order/:gameId')
  @TeamAdmin('id')
  @ApiOperation({ summary: '팀의 경기 라인업 제출 {entries: [{playerId, batNum, position}]} (마감 전까지; 리그 관리자 라인업과 같은 규칙). 팀 관리자만' })
  save(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('gameId', ParseIdPipe) gameId: number,
    @CurrentUser() user: AuthUser,
    @Body(new ContractValidationPipe(gameLineupSchema)) body: GameLineupPayload,
  ): Promise<TeamLineupForm> {
    return this.lineups.save(user.userId, teamId, gameId, body);
  }
}
