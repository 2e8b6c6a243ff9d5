import { Param, Req } from '@nestjs/common';
import type { LeagueImageSaved } from '@dugout/contracts';
import type { FastifyRequest } from 'fastify';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { readMultipartForm } from '../../services/files/multipart-form';
import { SeasonAdminService } from '../../services/leagues/season-admin.service';
import { WriteLimit } from '../../common/rate-limit';
import { ApiController, MultipartForm, Route } from '../route-decorators';

const IMAGE_FORM = { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } as const;

/** The league main's images (a multipart route, so apart from the JSON-only season routes). */
@ApiController('league', 'league/main')
export class LeagueImageController {
  constructor(private readonly admin: SeasonAdminService) {}

  @Route(
    'PUT :id/image/:kind',
    '리그 이미지 올리기 (kind: logo 로고, side 사이드 배너, banner 상단 배너; multipart 이미지 하나). 총괄 관리자만',
    WriteLimit('upload'),
    LeagueAdmin({ mainId: 'id' }, { head: true }),
    MultipartForm(IMAGE_FORM),
  )
  async saveImage(@LeagueAccess() access: LeagueAdminAccess, @Param('kind') kind: string, @Req() request: FastifyRequest): Promise<LeagueImageSaved> {
    return this.admin.saveImage(access.mainId, access.userId, kind, (await readMultipartForm(request)).files);
  }
}
