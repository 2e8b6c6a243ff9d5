import { BadRequestException } from '@nestjs/common';
import { loginSchema } from '@dugout/contracts';
import { toErrorResponse } from '../errors/error-response';
import { YupValidationPipe } from './yup-validation.pipe';

describe('YupValidationPipe', () => {
  it('answers 400, not 500, when a value of the wrong type reaches a trimmed text field', async () => {
    const error = await new YupValidationPipe(loginSchema).transform({ email: ['kim@example.com'], password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestException);
    expect(toErrorResponse(error)).toMatchObject({ status: 400, body: { ok: false, error: '요청 형식이 올바르지 않습니다.' } });
  });
});
