import { HttpCode, HttpStatus, Ip, UseFilters, UseGuards } from '@nestjs/common';
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
import { JsonBodyGuard } from '../../services/auth/json-body.guard';
import type { SessionTokens } from '../../services/auth/token.service';
import { TooManyAttemptsFilter } from '../../services/auth/too-many-attempts.filter';
import { ApiController, Route, ValidBody, ValidQuery } from '../route-decorators';

@ApiController('auth', 'auth', UseFilters(TooManyAttemptsFilter), UseGuards(JsonBodyGuard))
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Route('POST login', '로그인 (실패 시 401, 시도가 너무 많으면 429와 Retry-After)', HttpCode(HttpStatus.OK))
  login(@ValidBody(loginSchema) body: LoginInput, @Ip() clientIp: string): Promise<LoginResponse> {
    return this.auth.login(body, clientIp);
  }

  @Route('POST refresh', '리프레시 토큰으로 새 토큰 쌍 발급 (쓴 토큰은 폐기, 재사용 시 같은 로그인의 토큰 모두 폐기)', HttpCode(HttpStatus.OK))
  refresh(@ValidBody(refreshPayloadSchema) body: RefreshPayload): Promise<SessionTokens> {
    return this.auth.refresh(body);
  }

  @Route('GET logout', '로그아웃 (이 리프레시 토큰의 로그인 세션 폐기)')
  logout(@ValidQuery(logoutQuerySchema) query: LogoutQuery): Promise<void> {
    return this.auth.logout(query);
  }
}
