import { HttpCode, Req, Res } from '@nestjs/common';
import type { ScheduleUploadPreview, ScheduleUploadResult } from '@dugout/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { sendDownload } from '../files/files.controller';
import { readMultipartForm } from '../../services/files/multipart-form';
import { ScheduleUploadService } from '../../services/schedule-upload/schedule-upload.service';
import { ApiController, IdParam, MultipartForm, Route } from '../route-decorators';

const LEAGUE = { leagueId: 'leagueId' } as const;
const SCHEDULE_ROLE = { role: 'leagueSchedule' } as const;
const FILE_FORM = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: '일정 파일 하나 (.xlsx 또는 .csv, 내용으로 판단)' } },
  },
};

/**
 * The schedule spreadsheet upload (issue 14; docs/schedules.md, "Spreadsheet upload"). The empty
 * templates hold no league data and are public, so the screen can link to them; preview and apply
 * need the leagueSchedule role in the league's main, checked before the file is read.
 */
@ApiController('league', 'league/admin/scheduleUpload')
export class ScheduleUploadController {
  constructor(private readonly upload: ScheduleUploadService) {}

  @Route('GET template.xlsx', '일정 업로드 양식 (.xlsx: 열 제목과 작성 방법 시트)')
  async templateXlsx(@Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendDownload(reply, await this.upload.template('xlsx'));
  }

  @Route('GET template.csv', '일정 업로드 양식 (.csv: UTF-8, 열 제목 한 줄)')
  async templateCsv(@Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendDownload(reply, await this.upload.template('csv'));
  }

  @Route('POST :leagueId/preview', '일정 파일 미리보기: 행마다 읽은 값과 행·열별 오류. 저장하지 않음. 일정 관리 권한', HttpCode(200), LeagueAdmin(LEAGUE, SCHEDULE_ROLE), MultipartForm(FILE_FORM))
  async preview(@LeagueAccess() access: LeagueAdminAccess, @IdParam('leagueId') leagueId: number, @Req() request: FastifyRequest): Promise<ScheduleUploadPreview> {
    return this.upload.preview(access.mainId, leagueId, await readMultipartForm(request));
  }

  @Route('POST :leagueId/apply', '일정 파일 저장: 다시 검사한 뒤 모든 경기를 한 번에 저장, 한 칸이라도 잘못되면 400으로 아무것도 저장하지 않음. 일정 관리 권한', LeagueAdmin(LEAGUE, SCHEDULE_ROLE), MultipartForm(FILE_FORM))
  async apply(@LeagueAccess() access: LeagueAdminAccess, @IdParam('leagueId') leagueId: number, @Req() request: FastifyRequest): Promise<ScheduleUploadResult> {
    return this.upload.apply(access.mainId, access.userId, leagueId, await readMultipartForm(request));
  }
}
