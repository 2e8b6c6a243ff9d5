import { HttpCode, HttpStatus, Ip, UseFilters, UseGuards } from '@nestjs/common';
import { tempPasswordSchema, type TempPasswordPayload, type TempPasswordResult } from '@dugout/contracts';
import { JsonBodyGuard, TooManyAttemptsFilter } from '../../services/auth';
import { PasswordResetService } from '../../services/password-reset/password-reset.service';
import { ApiController, Route, ValidBody } from '../route-decorators';

@ApiController('user', 'user', UseFilters(TooManyAttemptsFilter), UseGuards(JsonBodyGuard))
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Route('POST tempPassword', '임시 비밀번호 메일 발송 (회원 여부와 관계없이 같은 응답, 요청이 너무 많으면 429와 Retry-After)', HttpCode(HttpStatus.OK))
  requestTempPassword(@ValidBody(tempPasswordSchema) body: TempPasswordPayload, @Ip() clientIp: string): Promise<TempPasswordResult> {
    return this.passwordReset.requestTempPassword(body, clientIp);
  }
}
