import { Controller, Get, Header, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { FilesService, type FileDownload } from '../../services/files/files.service';

/** The ?w= of the image routes (team logo, league image, profile photo), for the OpenAPI page. */
export const IMAGE_WIDTH_QUERY = {
  name: 'w',
  required: false,
  description: '표시 너비(px). 48, 96, 192, 384, 640, 960, 1280, 1920 중 그 이상인 가장 작은 너비로 줄인 사본 (Accept에 image/webp가 있으면 WebP)',
} as const;

/** Sends a file with its headers; used by every download route. */
export function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  if (download.vary) reply.header('Vary', download.vary);
  return reply
    .header('Content-Type', download.contentType)
    .header('Content-Disposition', download.contentDisposition)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(download.stream);
}

@ApiTags('team')
@Controller('team')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Get('logo/:logo')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: '팀 로고 이미지 (없으면 기본 이미지)' })
  @ApiQuery(IMAGE_WIDTH_QUERY)
  async teamLogo(
    @Param('logo') logo: string,
    @Query('w') width: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return sendDownload(reply, await this.files.teamLogo(logo, { width, accept }));
  }
}
