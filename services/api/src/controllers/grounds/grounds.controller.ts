import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Ground } from '@dugout/contracts';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { CachedRead } from '../../common/read-cache/cached-read.decorator';
import { GroundsService } from '../../services/grounds/grounds.service';

@ApiTags('ground')
@Controller('ground')
export class GroundsController {
  constructor(private readonly grounds: GroundsService) {}

  @Get()
  @CachedRead()
  @ApiOperation({ summary: '구장 목록' })
  list(): Promise<Ground[]> {
    return this.grounds.list();
  }

  @Get('leagueMain/:mainId')
  @CachedRead()
  @ApiOperation({ summary: '리그가 사용하는 구장 목록' })
  listOfMain(@Param('mainId', ParseIdPipe) mainId: number): Promise<Ground[]> {
    return this.grounds.listOfMain(mainId);
  }

  @Get(':id')
  @CachedRead()
  @ApiOperation({ summary: '구장 정보' })
  get(@Param('id', ParseIdPipe) groundId: number): Promise<Ground> {
    return this.grounds.get(groundId);
  }
}
