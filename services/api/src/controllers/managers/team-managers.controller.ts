import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TeamManagerItem } from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, type AuthUser } from '../../services/auth';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { TeamManagersService } from '../../services/managers/team-managers.service';

@ApiTags('team')
@Controller('team')
export class TeamManagersController {
  constructor(private readonly managers: TeamManagersService) {}

  @Get(':id/managers')
  @TeamAdmin('id')
  @ApiOperation({ summary: '팀 관리자 목록. 팀 관리자만' })
  list(@Param('id', ParseIdPipe) teamId: number): Promise<TeamManagerItem[]> {
    return this.managers.list(teamId);
  }

  @Post(':id/manager/:uid')
  @TeamAdmin('id')
  @ApiOperation({ summary: '팀 관리자 추가 (팀에 선수로 소속된 회원만). 팀 관리자만' })
  add(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('uid', ParseIdPipe) userId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<TeamManagerItem[]> {
    return this.managers.add(user.userId, teamId, userId);
  }

  @Delete(':id/manager/:uid')
  @TeamAdmin('id')
  @ApiOperation({ summary: '팀 관리자 삭제 (팀에는 관리자가 한 명 이상 남아야 함). 팀 관리자만' })
  remove(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('uid', ParseIdPipe) userId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<TeamManagerItem[]> {
    return this.managers.remove(user.userId, teamId, userId);
  }
}
