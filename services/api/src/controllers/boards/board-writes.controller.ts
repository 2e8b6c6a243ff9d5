import { Body, HttpCode, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../services/auth';
import { sendDownload } from '../files/files.controller';
import { readMultipartForm } from '../../services/files/multipart-form';
import { BoardWritesService } from '../../services/boards/board-writes.service';
import { callerIdOf, OptionalJwtAuthGuard } from '../../services/boards/optional-jwt-auth.guard';
import { WriteLimit } from '../../common/rate-limit';
import { Idempotent } from '../../common/idempotency';
import { ApiController, IdParam, MultipartForm, Route } from '../route-decorators';

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
const COMMENT_FORM = { schema: { type: 'object', required: ['content'], properties: { content: { type: 'string' } } } };

/**
 * The boards' writes (spec section 7, Boards). Rights come from the board, not from @LeagueAdmin:
 * the caller is read when a token is sent and the service answers 401/403. The write right is
 * checked before the multipart body is read.
 */
@ApiController('board', 'league/board', UseGuards(OptionalJwtAuthGuard))
export class BoardWritesController {
  constructor(private readonly writes: BoardWritesService) {}

  @Route('POST :main/:label', '게시글 쓰기 (multipart: title, content, isNotice, files)', Idempotent(), WriteLimit('post'), MultipartForm(POST_FORM))
  async create(@Param('main') main: string, @Param('label') label: string, @Req() request: CallerRequest): Promise<{ postId: number }> {
    const callerId = callerIdOf(request);
    await this.writes.requireWritable(main, label, callerId);
    return this.writes.create(main, label, callerId, await readMultipartForm(request));
  }

  @Route('PATCH :main/:label/:id', '게시글 수정 (작성자만; multipart: title, content, isNotice, files, removeAttachments)', WriteLimit('upload'), MultipartForm(POST_FORM))
  async update(@Param('main') main: string, @Param('label') label: string, @IdParam('id') id: number, @Req() request: CallerRequest): Promise<{ postId: number }> {
    const callerId = callerIdOf(request);
    await this.writes.requireWritable(main, label, callerId);
    return this.writes.update(main, label, callerId, id, await readMultipartForm(request));
  }

  @Route('DELETE :main/:label/:id', '게시글 삭제 (작성자 또는 리그 관리자; 댓글과 첨부 파일도 삭제)', HttpCode(204))
  async remove(@Param('main') main: string, @Param('label') label: string, @IdParam('id') id: number, @Req() request: CallerRequest): Promise<void> {
    await this.writes.remove(main, label, callerIdOf(request), id);
  }

  @Route('POST :main/:label/comment/:id', '댓글 쓰기 ({ content })', Idempotent(), WriteLimit('comment'), ApiBody(COMMENT_FORM))
  addComment(@Param('main') main: string, @Param('label') label: string, @IdParam('id') id: number, @Body() body: unknown, @Req() request: CallerRequest): Promise<{ commentId: number }> {
    return this.writes.addComment(main, label, callerIdOf(request), id, body);
  }

  /** The spec's "DELETE .../{label}/{id} (post or comment)": comments get their own path so an id is never ambiguous. */
  @Route('DELETE :main/:label/comment/:commentId', '댓글 삭제 (작성자 또는 리그 관리자)', HttpCode(204))
  async removeComment(@Param('main') main: string, @Param('label') label: string, @IdParam('commentId') commentId: number, @Req() request: CallerRequest): Promise<void> {
    await this.writes.removeComment(main, label, callerIdOf(request), commentId);
  }

  @Route('GET :main/:label/file/:attachmentId', '첨부 파일 내려받기 (보기 권한 필요; 이미지는 바로 보기)')
  async download(
    @Param('main') main: string,
    @Param('label') label: string,
    @IdParam('attachmentId') attachmentId: number,
    @Req() request: CallerRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return sendDownload(reply, await this.writes.download(main, label, callerIdOf(request), attachmentId));
  }

  @Route('GET :path/:boardId/thumbnail/:wrId', '게시글 첫 이미지의 썸네일 (없으면 404)')
  async thumbnail(
    @Param('path') path: string,
    @IdParam('boardId') boardId: number,
    @IdParam('wrId') wrId: number,
    @Req() request: CallerRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return sendDownload(reply, await this.writes.thumbnail(path, boardId, callerIdOf(request), wrId));
  }
}
