import { Body, Controller, HttpCode, HttpStatus, Ip, Post, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { tempPasswordSchema, type TempPasswordPayload, type TempPasswordResult } from '@dugout/contracts';
import { JsonBodyGuard, TooManyAttemptsFilter } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { PasswordResetService } from '../../services/password-reset/password-reset.service';

@ApiTags('user')
@Controller('user')
@UseFilters(TooManyAttemptsFilter)
@UseGuards(JsonBodyGuard)
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('tempPassword')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '임시 비밀번호 메일 발송 (회원 여부와 관계없이 같은 응답, 요청이 너무 많으면 429와 Retry-After)' })
  requestTempPassword(@Body(new ContractValidationPipe(tempPasswordSchema)) body: TempPasswordPayload, @Ip() clientIp: string): Promise<TempPasswordResult> {
    return this.passwordReset.requestTempPassword(body, clientIp);
  }
}
