import { HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
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
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { LeagueManagersService } from '../../services/managers/league-managers.service';
import { ApiController, IdParam, Route, SignedIn, ValidBody } from '../route-decorators';

const HEAD = { head: true } as const;

@ApiController('league', 'league', UseGuards(JsonBodyGuard))
export class LeagueManagersController {
  constructor(private readonly managers: LeagueManagersService) {}

  @Route('GET admin/main/:id/managers', '리그 관리자 목록 (등급, 등급 이름, 메모, 권한 JSON 글자). 총괄 관리자만', LeagueAdmin({ mainId: 'id' }, HEAD))
  list(@IdParam('id') mainId: number): Promise<LeagueManagerItem[]> {
    return this.managers.list(mainId);
  }

  @Route('PATCH admin/main/:id/manager/:userId/grade', '관리자 등급·메모 변경 (마지막 총괄 관리자는 내릴 수 없음). 총괄 관리자만', LeagueAdmin({ mainId: 'id' }, HEAD))
  changeGrade(
    @IdParam('id') mainId: number,
    @IdParam('userId') userId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @ValidBody(managerGradePayloadSchema) body: ManagerGradePayload,
  ): Promise<LeagueManagerItem> {
    return this.managers.changeGrade(access.userId, mainId, userId, body);
  }

  @Route('PATCH admin/main/:id/manager/:userId/roles', '관리자 권한 변경 (roles: {"leagueSchedule":true,...} JSON 글자). 총괄 관리자만', LeagueAdmin({ mainId: 'id' }, HEAD))
  changeRoles(
    @IdParam('id') mainId: number,
    @IdParam('userId') userId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @ValidBody(managerRolesPayloadSchema) body: ManagerRolesPayload,
  ): Promise<LeagueManagerItem> {
    return this.managers.changeRoles(access.userId, mainId, userId, body);
  }

  @Route('DELETE admin/main/:id/manager/:userId', '관리자 삭제 (마지막 총괄 관리자는 삭제할 수 없음, 성공 시 data 1). 총괄 관리자만', LeagueAdmin({ mainId: 'id' }, HEAD))
  remove(@IdParam('id') mainId: number, @IdParam('userId') userId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<number> {
    return this.managers.remove(access.userId, mainId, userId);
  }

  @Route('POST main/:id/requestManager', '리그 관리자 신청 (로그인 회원, 리그마다 대기 중인 신청은 하나). 본문: message(선택, 200자)', SignedIn())
  request(@IdParam('id') mainId: number, @CurrentUser() user: AuthUser, @ValidBody(managerRequestPayloadSchema) body: ManagerRequestPayload): Promise<ManagerRequestItem> {
    return this.managers.request(mainId, user.userId, body.message ?? null);
  }

  @Route('GET admin/main/:id/requestManagers', '대기 중인 관리자 신청 (오래된 순). 총괄 관리자만', LeagueAdmin({ mainId: 'id' }, HEAD))
  pending(@IdParam('id') mainId: number): Promise<ManagerRequestItem[]> {
    return this.managers.pending(mainId);
  }

  @Route('POST admin/main/:id/requestManager/approve', '관리자 신청 승인 {requestId, grade, memo, receiptUserId: 신청한 회원}. 총괄 관리자만', HttpCode(HttpStatus.OK), LeagueAdmin({ mainId: 'id' }, HEAD))
  approve(@IdParam('id') mainId: number, @LeagueAccess() access: LeagueAdminAccess, @ValidBody(managerRequestApproveSchema) body: ManagerRequestApprovePayload): Promise<LeagueManagerItem> {
    return this.managers.approve(mainId, access.userId, body);
  }

  @Route('POST admin/main/:id/requestManager/reject', '관리자 신청 거절 {requestId, receiptUserId: 신청한 회원}. 총괄 관리자만', HttpCode(HttpStatus.OK), LeagueAdmin({ mainId: 'id' }, HEAD))
  reject(@IdParam('id') mainId: number, @LeagueAccess() access: LeagueAdminAccess, @ValidBody(managerRequestRejectSchema) body: ManagerRequestRejectPayload): Promise<ManagerRequestItem> {
    return this.managers.reject(mainId, access.userId, body);
  }
}
