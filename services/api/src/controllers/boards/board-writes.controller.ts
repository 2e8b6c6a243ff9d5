import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../services/auth';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { sendDownload } from '../files/files.controller';
import { readMultipartForm } from '../../services/files/multipart-form';
import { BoardWritesService } from '../../services/boards/board-writes.service';
import { callerIdOf, OptionalJwtAuthGuard } from '../../services/boards/optional-jwt-auth.guard';
import { WriteLimit } from '../../common/rate-limit';
import { Idempotent } from '../../common/idempotency';

type CallerRequest = FastifyRequest & { user?: AuthUser | null };

const POST_FORM = {
  schema: {
    type: 'object',
    required: ['title', 'content'],
    properties: {
      title: { type: 'string', description: '제목 (1-100자)' },
      content: { type: 'string', description: '내용 HTML (서버에서 허용 목록으로 정리)' },
      isNotice: { type: 'boolean', description: '공지 (리그 관리자만)' },
      removeAttachments: { type: 'string', description: '수정 때 지울 첨부 파일 번호 (쉼표로 구분)' },
      files: { type: 'array', items: { type: 'string', format: 'binary' }, description: "게시판의 max_file_count개까지" },
    },
  },
};

/**
 * The boards' writes (spec section 7, Boards). Rights come from the board, not from @LeagueAdmin:
 * the caller is read when a token is sent and the service answers 401/403. The write right is
 * checked before the multipart body is read.
 */
@ApiTags('board')
@Controller('league/board')
@UseGuards(OptionalJwtAuthGuard)
export class BoardWritesController {
  constructor(private readonly writes: BoardWritesService) {}

  @Post(':main/:label')
  @Idempotent()
  @WriteLimit('post')
  @ApiOperation({ summary: '게시글 쓰기 (multipart: title, content, isNotice, files)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(POST_FORM)
  async create(@Param('main') main: string, @Param('label') label: string, @Req() request: CallerRequest): Promise<{ postId: number }> {
    const callerId = callerIdOf(request);
    await this.writes.requireWritable(main, label, callerId);
    return this.writes.create(main, label, callerId, await readMultipartForm(request));
  }

  @Patch(':main/:label/:id')
  @WriteLimit('upload')
  @ApiOperation({ summary: '게시글 수정 (작성자만; multipart: title, content, isNotice, files, removeAttachments)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(POST_FORM)
  async update(
    @Param('main') main: string,
    @Param('label') label: string,
    @Param('id', ParseIdPipe) id: number,
    @Req() request: CallerRequest,
  ): Promise<{ postId: number }> {
    const callerId = callerIdOf(request);
    await this.writes.requireWritable(main, label, callerId);
    return this.writes.update(main, label, callerId, id, await readMultipartForm(request));
  }

  @Delete(':main/:label/:id')
  @HttpCode(204)
  @ApiOperation({ summary: '게시글 삭제 (작성자 또는 리그 관리자; 댓글과 첨부 파일도 삭제)' })
  async remove(@Param('main') main: string, @Param('label') label: string, @Param('id', ParseIdPipe) id: number, @Req() request: CallerRequest): Promise<void> {
    await this.writes.remove(main, label, callerIdOf(request), id);
  }

  @Post(':main/:label/comment/:id')
  @Idempotent()
  @WriteLimit('comment')
  @ApiOperation({ summary: '댓글 쓰기 ({ content })' })
  @ApiBody({ schema: { type: 'object', required: ['content'], properties: { content: { type: 'string' } } } })
  addComment(
    @Param('main') main: string,
    @Param('label') label: string,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: unknown,
    @Req() request: CallerRequest,
  ): Promise<{ commentId: number }> {
    return this.writes.addComment(main, label, callerIdOf(request), id, body);
  }

  /** The spec's "DELETE .../{label}/{id} (post or comment)": comments get their own path so an id is never ambiguous. */
  @Delete(':main/:label/comment/:commentId')
  @HttpCode(204)
  @ApiOperation({ summary: '댓글 삭제 (작성자 또는 리그 관리자)' })
  async removeComment(
    @Param('main') main: string,
    @Param('label') label: string,
    @Param('commentId', ParseIdPipe) commentId: number,
    @Req() request: CallerRequest,
  ): Promise<void> {
    await this.writes.removeComment(main, label, callerIdOf(request), commentId);
  }

  @Get(':main/:label/file/:attachmentId')
  @ApiOperation({ summary: '첨부 파일 내려받기 (보기 권한 필요; 이미지는 바로 보기)' })
  async download(
    @Param('main') main: string,
    @Param('label') label: string,
    @Param('attachmentId', ParseIdPipe) attachmentId: number,
    @Req() request: CallerRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return sendDownload(reply, await this.writes.download(main, label, callerIdOf(request), attachmentId));
  }

  @Get(':path/:boardId/thumbnail/:wrId')
  @ApiOperation({ summary: '게시글 첫 이미지의 썸네일 (없으면 404)' })
  async thumbnail(
    @Param('path') path: string,
    @Param('boardId', ParseIdPipe) boardId: number,
    @Param('wrId', ParseIdPipe) wrId: number,
    @Req() request: CallerRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return sendDownload(reply, await this.writes.thumbnail(path, boardId, callerIdOf(request), wrId));
  }
}
