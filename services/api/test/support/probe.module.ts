import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  ForbiddenException,
  Get,
  Module,
  Param,
  Post,
  Req,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { EntityNotFoundError } from 'typeorm';
import { number, object, string } from 'yup';
import { SkipEnvelope } from '../../src/common/envelope/skip-envelope.decorator';
import { ParseIdPipe } from '../../src/common/pipes/parse-id.pipe';
import { ContractValidationPipe } from '../../src/common/pipes/contract-validation.pipe';

export const SECRET_DETAIL = 'secret internal detail: password=hunter2';

export const probeSchema = object({
  name: string().required('이름을 입력해 주세요.').min(2, '이름은 2자 이상이어야 합니다.'),
  age: number().typeError('나이는 숫자여야 합니다.').integer('나이는 정수여야 합니다.').min(0, '나이는 0 이상이어야 합니다.'),
});

/** Test-only routes that fail in every way a real handler can, to check the answers the client gets. */
@Controller('probe')
class ProbeController {
  @Post('echo')
  echo(@Body(new ContractValidationPipe(probeSchema)) body: unknown): unknown {
    return body;
  }

  @Get('boom')
  boom(): never {
    throw new Error(SECRET_DETAIL);
  }

  @Get('forbidden')
  forbidden(): never {
    throw new ForbiddenException();
  }

  @Get('conflict')
  conflict(): never {
    throw new ConflictException('이미 가입한 이메일입니다.');
  }

  @Get('field-errors')
  fieldErrors(): never {
    throw new BadRequestException({ message: '입력값을 확인해 주세요.', errors: { email: '이미 사용 중인 이메일입니다.' } });
  }

  @Get('yup')
  async yup(): Promise<unknown> {
    return probeSchema.validate({ age: -1 }, { abortEarly: false });
  }

  @Get('entity-not-found')
  entityNotFound(): never {
    throw new EntityNotFoundError('LeagueMain', { mainId: 1 });
  }

  @Get('items/:id')
  item(@Param('id', ParseIdPipe) id: number): { id: number } {
    return { id };
  }

  @Get('nothing')
  nothing(): void {
    return undefined;
  }

  /** The client address as the app sees it (X-Forwarded-For only through a trusted proxy). */
  @Get('ip')
  ip(@Req() request: FastifyRequest): { ip: string } {
    return { ip: request.ip };
  }

  @Get('raw')
  @SkipEnvelope()
  raw(): string {
    return 'plain text';
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
