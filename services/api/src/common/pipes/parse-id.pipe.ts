import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

const POSITIVE_INTEGER = /^[1-9]\d{0,15}$/;

/** A route id such as `/main/:id`: a positive integer, otherwise 400 (never a database error). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = Number(value);
    if (typeof value !== 'string' || !POSITIVE_INTEGER.test(value) || !Number.isSafeInteger(id)) {
      const field = metadata.data ?? 'id';
      throw new BadRequestException({
        message: '잘못된 번호 형식입니다.',
        errors: { [field]: '번호는 1 이상의 정수여야 합니다.' },
      });
    }
    return id;
  }
}
