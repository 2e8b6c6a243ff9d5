import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { AllowedBeforePasswordChange, JsonBodyGuard, JwtAuthGuard, OwnAccountGuard, TooManyAttemptsFilter, type SessionTokens } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import type { UserAccount, WithdrawResult } from '@dugout/contracts';
import type { CheckEmailResult, CheckPasswordResult } from '../../services/users/users.dto';
import { UsersService } from '../../services/users/users.service';
import { WithdrawalService } from '../../services/users/withdrawal.service';

@ApiTags('user')
@Controller('user')
@UseFilters(TooManyAttemptsFilter)
@UseGuards(JsonBodyGuard)
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly withdrawal: WithdrawalService,
  ) {}

  @Post()
  @ApiOperation({ summary: '회원 가입 (만 14세 미만 불가, 이메일 중복 시 409)' })
  register(@Body(new ContractValidationPipe(registerPayloadSchema)) body: RegisterPayload): Promise<UserAccount> {
    return this.users.register(body);
  }

  @Post('checkEmail')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '가입 가능한 이메일인지 확인' })
  checkEmail(@Body(new ContractValidationPipe(checkEmailSchema)) body: CheckEmailPayload): Promise<CheckEmailResult> {
    return this.users.isEmailAvailable(body.email);
  }

  @Get(':id')
  @AllowedBeforePasswordChange()
  @UseGuards(JwtAuthGuard, OwnAccountGuard('id'))
  @ApiBearerAuth()
  @ApiOperation({ summary: '내 회원 정보' })
  getOwnAccount(@Param('id', ParseIdPipe) id: number): Promise<UserAccount> {
    return this.users.getOwnAccount(id);
  }

  @Post(':id/checkPassword')
  @HttpCode(HttpStatus.OK)
  @AllowedBeforePasswordChange()
  @UseGuards(JwtAuthGuard, OwnAccountGuard('id'))
  @ApiBearerAuth()
  @ApiOperation({ summary: '현재 비밀번호 확인' })
  checkPassword(
    @Param('id', ParseIdPipe) id: number,
    @Body(new ContractValidationPipe(checkPasswordSchema)) body: CheckPasswordPayload,
  ): Promise<CheckPasswordResult> {
    return this.users.checkPassword(id, body.password);
  }

  @Patch(':id/changePassword')
  @AllowedBeforePasswordChange()
  @UseGuards(JwtAuthGuard, OwnAccountGuard('id'))
  @ApiBearerAuth()
  @ApiOperation({ summary: '비밀번호 변경 (모든 로그인 세션 종료, 이 기기에는 새 토큰 발급)' })
  changePassword(
    @Param('id', ParseIdPipe) id: number,
    @Body(new ContractValidationPipe(changePasswordPayloadSchema)) body: ChangePasswordPayload,
  ): Promise<SessionTokens> {
    return this.users.changePassword(id, body);
  }

  @Post(':id/withdrawUser')
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard, OwnAccountGuard('id'))
  @ApiBearerAuth()
  @ApiOperation({ summary: '회원 탈퇴 (비밀번호 확인; 개인정보 즉시 삭제, 모든 로그인 세션 종료). 혼자 맡은 팀·리그 관리자는 먼저 넘겨야 함(409)' })
  withdrawUser(
    @Param('id', ParseIdPipe) id: number,
    @Body(new ContractValidationPipe(checkPasswordSchema)) body: CheckPasswordPayload,
  ): Promise<WithdrawResult> {
    return this.withdrawal.withdraw(id, body.password);
  }

  /** The same withdrawal as withdrawUser, for the own account only (services/api/docs/users.md). */
  @Delete(':id')
  @UseGuards(JwtAuthGuard, OwnAccountGuard('id'))
  @ApiBearerAuth()
  @ApiOperation({ summary: '회원 탈퇴 (withdrawUser와 같음: 본인만, 본문에 비밀번호)' })
  deleteOwnAccount(
    @Param('id', ParseIdPipe) id: number,
    @Body(new ContractValidationPipe(checkPasswordSchema)) body: CheckPasswordPayload,
  ): Promise<WithdrawResult> {
    return this.withdrawal.withdraw(id, body.password);
  }
}
