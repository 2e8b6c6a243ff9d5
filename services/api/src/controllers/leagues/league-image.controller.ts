import { Controller, Param, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LeagueImageSaved } from '@dugout/contracts';
import type { FastifyRequest } from 'fastify';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { readMultipartForm } from '../../services/files/multipart-form';
import { SeasonAdminService } from '../../services/leagues/season-admin.service';
import { WriteLimit } from '../../common/rate-limit';

/** The league main's images (a multipart route, so apart from the JSON-only season routes). */
@ApiTags('league')
@Controller('league/main')
export class LeagueImageController {
  constructor(private readonly admin: SeasonAdminService) {}

  @Put(':id/image/:kind')
  @WriteLimit('upload')
  @LeagueAdmin({ mainId: 'id' }, { head: true })
  @ApiOperation({ summary: '리그 이미지 올리기 (kind: logo 로고, side 사이드 배너, banner 상단 배너; multipart 이미지 하나). 총괄 관리자만' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async saveImage(@LeagueAccess() access: LeagueAdminAccess, @Param('kind') kind: string, @Req() request: FastifyRequest): Promise<LeagueImageSaved> {
    return this.admin.saveImage(access.mainId, access.userId, kind, (await readMultipartForm(request)).files);
  }
}
