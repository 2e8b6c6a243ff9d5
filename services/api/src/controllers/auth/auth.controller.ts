import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  loginSchema,
  logoutQuerySchema,
  refreshPayloadSchema,
  type LoginInput,
  type LoginResponse,
  type LogoutQuery,
  type RefreshPayload,
} from '@dugout/contracts';
import { AuthService } from '../../services/auth/auth.service';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { JsonBodyGuard } from '../../services/auth/json-body.guard';
import type { SessionTokens } from '../../services/auth/token.service';
import { TooManyAttemptsFilter } from '../../services/auth/too-many-attempts.filter';

@ApiTags('auth')
@Controller('auth')
@UseFilters(TooManyAttemptsFilter)
@UseGuards(JsonBodyGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '로그인 (실패 시 401, 시도가 너무 많으면 429와 Retry-After)' })
  login(@Body(new ContractValidationPipe(loginSchema)) body: LoginInput, @Ip() clientIp: string): Promise<LoginResponse> {
    return this.auth.login(body, clientIp);
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '리프레시 토큰으로 새 토큰 쌍 발급 (쓴 토큰은 폐기, 재사용 시 같은 로그인의 토큰 모두 폐기)' })
  refresh(@Body(new ContractValidationPipe(refreshPayloadSchema)) body: RefreshPayload): Promise<SessionTokens> {
    return this.auth.refresh(body);
  }

  @Get('logout')
  @ApiOperation({ summary: '로그아웃 (이 리프레시 토큰의 로그인 세션 폐기)' })
  logout(@Query(new ContractValidationPipe(logoutQuerySchema)) query: LogoutQuery): Promise<void> {
    return this.auth.logout(query);
  }
}
