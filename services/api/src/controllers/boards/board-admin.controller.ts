import { HttpCode, Param, UseGuards } from '@nestjs/common';
import {
  boardPayloadSchema,
  defaultContentsSchema,
  type AdminBoard,
  type Board,
  type BoardPayload,
  type DefaultContents,
  type DefaultContentsForm,
} from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { BoardAdminService } from '../../services/boards/board-admin.service';
import { DefaultContentsService } from '../../services/boards/default-contents.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

/** {main} is the league main's id or its league path, as in the other board routes. */
const MAIN = { leagueMain: 'main' } as const;

/**
 * The boards' admin calls and the league home texts (spec section 7, Boards admin). The static
 * `admin` and `default` segments win over the `:main/:label/...` routes; both words are reserved
 * board paths.
 */
@ApiController('board', 'league/board', UseGuards(JsonBodyGuard))
export class BoardAdminController {
  constructor(private readonly admin: BoardAdminService, private readonly texts: DefaultContentsService) {}

  @Route('GET :main/admin/boards', '게시판 관리 목록 (게시글 수 포함). 게시판 관리 권한', LeagueAdmin(MAIN, { role: 'manageBoard' }))
  list(@LeagueAccess() access: LeagueAdminAccess): Promise<AdminBoard[]> {
    return this.admin.list(access.mainId);
  }

  @Route('GET :main/admin/board/:id', '게시판 설정 (수정 화면). 게시판 관리 권한', LeagueAdmin(MAIN, { role: 'manageBoard' }))
  board(@LeagueAccess() access: LeagueAdminAccess, @IdParam('id') id: number): Promise<Board> {
    return this.admin.board(access.mainId, id);
  }

  @Route('POST :main/admin/board', '게시판 만들기 (boardName, boardLabel, boardType, roles JSON 글자, ...). 게시판 만들기 권한', LeagueAdmin(MAIN, { role: 'createBoard' }))
  create(@LeagueAccess() access: LeagueAdminAccess, @ValidBody(boardPayloadSchema) body: BoardPayload): Promise<{ boardId: number }> {
    return this.admin.create(access.mainId, access.userId, body);
  }

  @Route('PATCH :main/admin/board/:boardId', '게시판 수정 (공지사항·갤러리는 경로와 종류를 바꿀 수 없음). 게시판 관리 권한', LeagueAdmin(MAIN, { role: 'manageBoard' }))
  update(@LeagueAccess() access: LeagueAdminAccess, @IdParam('boardId') boardId: number, @ValidBody(boardPayloadSchema) body: BoardPayload): Promise<{ boardId: number }> {
    return this.admin.update(access.mainId, access.userId, boardId, body);
  }

  @Route('DELETE :main/admin/board/:id', '게시판 삭제 (게시글, 댓글, 첨부 파일도 삭제; 공지사항·갤러리는 삭제할 수 없음). 게시판 관리 권한', HttpCode(204), LeagueAdmin(MAIN, { role: 'manageBoard' }))
  async remove(@LeagueAccess() access: LeagueAdminAccess, @IdParam('id') id: number): Promise<void> {
    await this.admin.remove(access.mainId, access.userId, id);
  }

  @Route('GET :main/default/:kind/:label/contents', '리그 소개·규정 글 (home/intro, home/regulation). 없으면 빈 글')
  contents(@Param('main') main: string, @Param('kind') kind: string, @Param('label') label: string): Promise<DefaultContents> {
    return this.texts.contents(main, kind, label);
  }

  @Route('PUT :main/default/:kind/:label/contents', '리그 소개·규정 글 저장 ({ content }: HTML, 서버에서 정리). 총괄 관리자만', LeagueAdmin(MAIN, { head: true }))
  saveContents(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('kind') kind: string,
    @Param('label') label: string,
    @ValidBody(defaultContentsSchema) body: DefaultContentsForm,
  ): Promise<DefaultContents> {
    return this.texts.save(access.mainId, access.userId, kind, label, body);
  }
}
