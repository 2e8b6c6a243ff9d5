import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

/** A true/false query flag such as `?all=true`: absent is false; anything but true/false/1/0 is 400. */
@Injectable()
export class ParseFlagPipe implements PipeTransform<unknown, boolean> {
  transform(value: unknown, metadata: ArgumentMetadata): boolean {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true' || value === '1') return true;
    const field = metadata.data ?? 'flag';
    throw new BadRequestException({
      message: '요청 형식이 올바르지 않습니다.',
      errors: { [field]: 'true 또는 false만 사용할 수 있습니다.' },
    });
  }
}
