import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  managerGradePayloadSchema,
  managerRequestApproveSchema,
  managerRequestPayloadSchema,
  managerRequestRejectSchema,
  managerRolesPayloadSchema,
  type LeagueManagerItem,
  type ManagerGradePayload,
  type ManagerRequestApprovePayload,
  type ManagerRequestItem,
  type ManagerRequestPayload,
  type ManagerRequestRejectPayload,
  type ManagerRolesPayload,
} from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { CurrentUser, JsonBodyGuard, JwtAuthGuard, type AuthUser } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { LeagueManagersService } from '../../services/managers/league-managers.service';

const HEAD = { head: true } as const;

@ApiTags('league')
@Controller('league')
@UseGuards(JsonBodyGuard)
export class LeagueManagersController {
  constructor(private readonly managers: LeagueManagersService) {}

  @Get('admin/main/:id/managers')
  @LeagueAdmin({ mainId: 'id' }, HEAD)
  @ApiOperation({ summary: '리그 관리자 목록 (등급, 등급 이름, 메모, 권한 JSON 글자). 총괄 관리자만' })
  list(@Param('id', ParseIdPipe) mainId: number): Promise<LeagueManagerItem[]> {
    return this.managers.list(mainId);
  }

  @Patch('admin/main/:id/manager/:userId/grade')
  @LeagueAdmin({ mainId: 'id' }, HEAD)
  @ApiOperation({ summary: '관리자 등급·메모 변경 (마지막 총괄 관리자는 내릴 수 없음). 총괄 관리자만' })
  changeGrade(
    @Param('id', ParseIdPipe) mainId: number,
    @Param('userId', ParseIdPipe) userId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(managerGradePayloadSchema)) body: ManagerGradePayload,
  ): Promise<LeagueManagerItem> {
    return this.managers.changeGrade(access.userId, mainId, userId, body);
  }

  @Patch('admin/main/:id/manager/:userId/roles')
  @LeagueAdmin({ mainId: 'id' }, HEAD)
  @ApiOperation({ summary: '관리자 권한 변경 (roles: {"leagueSchedule":true,...} JSON 글자). 총괄 관리자만' })
  changeRoles(
    @Param('id', ParseIdPipe) mainId: number,
    @Param('userId', ParseIdPipe) userId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(managerRolesPayloadSchema)) body: ManagerRolesPayload,
  ): Promise<LeagueManagerItem> {
    return this.managers.changeRoles(access.userId, mainId, userId, body);
  }

  @Delete('admin/main/:id/manager/:userId')
  @LeagueAdmin({ mainId: 'id' }, HEAD)
  @ApiOperation({ summary: '관리자 삭제 (마지막 총괄 관리자는 삭제할 수 없음, 성공 시 data 1). 총괄 관리자만' })
  remove(
    @Param('id', ParseIdPipe) mainId: number,
    @Param('userId', ParseIdPipe) userId: number,
    @LeagueAccess() access: LeagueAdminAccess,
  ): Promise<number> {
    return this.managers.remove(access.userId, mainId, userId);
  }

  @Post('main/:id/requestManager')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '리그 관리자 신청 (로그인 회원, 리그마다 대기 중인 신청은 하나). 본문: message(선택, 200자)' })
  request(
    @Param('id', ParseIdPipe) mainId: number,
    @CurrentUser() user: AuthUser,
    @Body(new ContractValidationPipe(managerRequestPayloadSchema)) body: ManagerRequestPayload,
  ): Promise<ManagerRequestItem> {
    return this.managers.request(mainId, user.userId, body.message ?? null);
  }

  @Get('admin/main/:id/requestManagers')
  @LeagueAdmin({ mainId: 'id' }, HEAD)
  @ApiOperation({ summary: '대기 중인 관리자 신청 (오래된 순). 총괄 관리자만' })
  pending(@Param('id', ParseIdPipe) mainId: number): Promise<ManagerRequestItem[]> {
    return this.managers.pending(mainId);
  }

  @Post('admin/main/:id/requestManager/approve')
  @HttpCode(HttpStatus.OK)
  @LeagueAdmin({ mainId: 'id' }, HEAD)
  @ApiOperation({ summary: '관리자 신청 승인 {requestId, grade, memo, receiptUserId: 신청한 회원}. 총괄 관리자만' })
  approve(
    @Param('id', ParseIdPipe) mainId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(managerRequestApproveSchema)) body: ManagerRequestApprovePayload,
  ): Promise<LeagueManagerItem> {
    return this.managers.approve(mainId, access.userId, body);
  }

  @Post('admin/main/:id/requestManager/reject')
  @HttpCode(HttpStatus.OK)
  @LeagueAdmin({ mainId: 'id' }, HEAD)
  @ApiOperation({ summary: '관리자 신청 거절 {requestId, receiptUserId: 신청한 회원}. 총괄 관리자만' })
  reject(
    @Param('id', ParseIdPipe) mainId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(managerRequestRejectSchema)) body: ManagerRequestRejectPayload,
  ): Promise<ManagerRequestItem> {
    return this.managers.reject(mainId, access.userId, body);
  }
}
