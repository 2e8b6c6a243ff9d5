import { Body, Controller, Get, Module, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';

/**
 * The benchmark's baseline: a route on the same server, through the same envelope and
 * serializer, that answers with a JSON document stored beforehand (the measured route's own
 * answer), so a measured route can be compared with "no work at all" for the same payload size.
 * Mounted only with BENCH_BASELINE=1.
 */
@ApiExcludeController()
@Controller('bench/baseline')
class BenchBaselineController {
  private readonly documents = new Map<string, unknown>();

  @Put(':key')
  store(@Param('key') key: string, @Body() document: unknown): { stored: string } {
    this.documents.set(key, document);
    return { stored: key };
  }

  @Get(':key')
  read(@Param('key') key: string): unknown {
    if (!this.documents.has(key)) throw new NotFoundException('저장된 기준 응답이 없습니다.');
    return this.documents.get(key);
  }
}

@Module({ controllers: [BenchBaselineController] })
export class BenchBaselineModule {}
