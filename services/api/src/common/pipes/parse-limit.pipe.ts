import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

const POSITIVE_INTEGER = /^[1-9]\d{0,2}$/;

/** How many items to list (`/gameMain/{n}`): absent is the default; 1 to max, otherwise 400. */
@Injectable()
export class ParseLimitPipe implements PipeTransform<unknown, number> {
  constructor(
    private readonly defaultLimit: number,
    private readonly max = 100,
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata): number {
    if (value === undefined) return this.defaultLimit;
    const limit = Number(value);
    if (typeof value !== 'string' || !POSITIVE_INTEGER.test(value) || limit > this.max) {
      const field = metadata.data ?? 'n';
      throw new BadRequestException({
        message: '요청 형식이 올바르지 않습니다.',
        errors: { [field]: `개수는 1부터 ${this.max}까지의 정수여야 합니다.` },
      });
    }
    return limit;
  }
}
