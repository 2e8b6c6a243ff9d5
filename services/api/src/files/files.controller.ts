import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { FilesService, type FileDownload } from './files.service';

/** Sends a file with its headers; used by every download route. */
export function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
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
  async teamLogo(@Param('logo') logo: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendDownload(reply, await this.files.teamLogo(logo));
  }
}
