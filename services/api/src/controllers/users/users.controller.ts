import { HttpCode, HttpStatus, UseFilters, UseGuards } from '@nestjs/common';
import {
  changePasswordPayloadSchema,
  checkEmailSchema,
  checkPasswordSchema,
  registerPayloadSchema,
  type ChangePasswordPayload,
  type CheckEmailPayload,
  type CheckPasswordPayload,
  type RegisterPayload,
} from '@dugout/contracts';
import { AllowedBeforePasswordChange, JsonBodyGuard, TooManyAttemptsFilter, type SessionTokens } from '../../services/auth';
import type { UserAccount, WithdrawResult } from '@dugout/contracts';
import type { CheckEmailResult, CheckPasswordResult } from '../../services/users/users.dto';
import { UsersService } from '../../services/users/users.service';
import { WithdrawalService } from '../../services/users/withdrawal.service';
import { ApiController, IdParam, OwnAccountOnly, Route, ValidBody } from '../route-decorators';

@ApiController('user', 'user', UseFilters(TooManyAttemptsFilter), UseGuards(JsonBodyGuard))
export class UsersController {
  constructor(private readonly users: UsersService, private readonly withdrawal: WithdrawalService) {}

  @Route('POST', '회원 가입 (만 14세 미만 불가, 이메일 중복 시 409)')
  register(@ValidBody(registerPayloadSchema) body: RegisterPayload): Promise<UserAccount> {
    return this.users.register(body);
  }

  @Route('POST checkEmail', '가입 가능한 이메일인지 확인', HttpCode(HttpStatus.OK))
  checkEmail(@ValidBody(checkEmailSchema) body: CheckEmailPayload): Promise<CheckEmailResult> {
    return this.users.isEmailAvailable(body.email);
  }

  @Route('GET :id', '내 회원 정보', AllowedBeforePasswordChange(), OwnAccountOnly('id'))
  getOwnAccount(@IdParam('id') id: number): Promise<UserAccount> {
    return this.users.getOwnAccount(id);
  }

  @Route('POST :id/checkPassword', '현재 비밀번호 확인', HttpCode(HttpStatus.OK), AllowedBeforePasswordChange(), OwnAccountOnly('id'))
  checkPassword(@IdParam('id') id: number, @ValidBody(checkPasswordSchema) body: CheckPasswordPayload): Promise<CheckPasswordResult> {
    return this.users.checkPassword(id, body.password);
  }

  @Route('PATCH :id/changePassword', '비밀번호 변경 (모든 로그인 세션 종료, 이 기기에는 새 토큰 발급)', AllowedBeforePasswordChange(), OwnAccountOnly('id'))
  changePassword(@IdParam('id') id: number, @ValidBody(changePasswordPayloadSchema) body: ChangePasswordPayload): Promise<SessionTokens> {
    return this.users.changePassword(id, body);
  }

  @Route('POST :id/withdrawUser', '회원 탈퇴 (비밀번호 확인; 개인정보 즉시 삭제, 모든 로그인 세션 종료). 혼자 맡은 팀·리그 관리자는 먼저 넘겨야 함(409)', HttpCode(HttpStatus.OK), OwnAccountOnly('id'))
  withdrawUser(@IdParam('id') id: number, @ValidBody(checkPasswordSchema) body: CheckPasswordPayload): Promise<WithdrawResult> {
    return this.withdrawal.withdraw(id, body.password);
  }

  /** The same withdrawal as withdrawUser, for the own account only (services/api/docs/users.md). */
  @Route('DELETE :id', '회원 탈퇴 (withdrawUser와 같음: 본인만, 본문에 비밀번호)', OwnAccountOnly('id'))
  deleteOwnAccount(@IdParam('id') id: number, @ValidBody(checkPasswordSchema) body: CheckPasswordPayload): Promise<WithdrawResult> {
    return this.withdrawal.withdraw(id, body.password);
  }
}
