import { Header, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { FilesService, type FileDownload } from '../../services/files/files.service';
import { ApiController, Route } from '../route-decorators';

/** The ?w= of the image routes (team logo, league image, profile photo), for the OpenAPI page. */
const IMAGE_WIDTH_QUERY = {
  name: 'w',
  required: false,
  description: '표시 너비(px). 48, 96, 192, 384, 640, 960, 1280, 1920 중 그 이상인 가장 작은 너비로 줄인 사본 (Accept에 image/webp가 있으면 WebP)',
} as const;

/** A public image route (`GET path`), kept five minutes by browsers and proxies, with the ?w= width. */
export const ImageGet = (path: string, summary: string): MethodDecorator =>
  Route(`GET ${path}`, summary, Header('Cache-Control', 'public, max-age=300'), ApiQuery(IMAGE_WIDTH_QUERY));

/** Sends a file with its headers; used by every download route. */
export function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  if (download.vary) reply.header('Vary', download.vary);
  return reply
    .header('Content-Type', download.contentType)
    .header('Content-Disposition', download.contentDisposition)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(download.stream);
}

@ApiController('team', 'team')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @ImageGet('logo/:logo', '팀 로고 이미지 (없으면 기본 이미지)')
  async teamLogo(@Param('logo') logo: string, @Query('w') width: string | undefined, @Headers('accept') accept: string | undefined, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendDownload(reply, await this.files.teamLogo(logo, { width, accept }));
  }
}
