import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { BoardAdminService } from '../../services/boards/board-admin.service';
import { DefaultContentsService } from '../../services/boards/default-contents.service';

/** {main} is the league main's id or its league path, as in the other board routes. */
const MAIN = { leagueMain: 'main' } as const;

/**
 * The boards' admin calls and the league home texts (spec section 7, Boards admin). The static
 * `admin` and `default` segments win over the `:main/:label/...` routes; both words are reserved
 * board paths.
 */
@ApiTags('board')
@Controller('league/board')
@UseGuards(JsonBodyGuard)
export class BoardAdminController {
  constructor(
    private readonly admin: BoardAdminService,
    private readonly texts: DefaultContentsService,
  ) {}

  @Get(':main/admin/boards')
  @LeagueAdmin(MAIN, { role: 'manageBoard' })
  @ApiOperation({ summary: '게시판 관리 목록 (게시글 수 포함). 게시판 관리 권한' })
  list(@LeagueAccess() access: LeagueAdminAccess): Promise<AdminBoard[]> {
    return this.admin.list(access.mainId);
  }

  @Get(':main/admin/board/:id')
  @LeagueAdmin(MAIN, { role: 'manageBoard' })
  @ApiOperation({ summary: '게시판 설정 (수정 화면). 게시판 관리 권한' })
  board(@LeagueAccess() access: LeagueAdminAccess, @Param('id', ParseIdPipe) id: number): Promise<Board> {
    return this.admin.board(access.mainId, id);
  }

  @Post(':main/admin/board')
  @LeagueAdmin(MAIN, { role: 'createBoard' })
  @ApiOperation({ summary: '게시판 만들기 (boardName, boardLabel, boardType, roles JSON 글자, ...). 게시판 만들기 권한' })
  create(
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(boardPayloadSchema)) body: BoardPayload,
  ): Promise<{ boardId: number }> {
    return this.admin.create(access.mainId, access.userId, body);
  }

  @Patch(':main/admin/board/:boardId')
  @LeagueAdmin(MAIN, { role: 'manageBoard' })
  @ApiOperation({ summary: '게시판 수정 (공지사항·갤러리는 경로와 종류를 바꿀 수 없음). 게시판 관리 권한' })
  update(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('boardId', ParseIdPipe) boardId: number,
    @Body(new ContractValidationPipe(boardPayloadSchema)) body: BoardPayload,
  ): Promise<{ boardId: number }> {
    return this.admin.update(access.mainId, access.userId, boardId, body);
  }

  @Delete(':main/admin/board/:id')
  @HttpCode(204)
  @LeagueAdmin(MAIN, { role: 'manageBoard' })
  @ApiOperation({ summary: '게시판 삭제 (게시글, 댓글, 첨부 파일도 삭제; 공지사항·갤러리는 삭제할 수 없음). 게시판 관리 권한' })
  async remove(@LeagueAccess() access: LeagueAdminAccess, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.admin.remove(access.mainId, access.userId, id);
  }

  @Get(':main/default/:kind/:label/contents')
  @ApiOperation({ summary: '리그 소개·규정 글 (home/intro, home/regulation). 없으면 빈 글' })
  contents(@Param('main') main: string, @Param('kind') kind: string, @Param('label') label: string): Promise<DefaultContents> {
    return this.texts.contents(main, kind, label);
  }

  @Put(':main/default/:kind/:label/contents')
  @LeagueAdmin(MAIN, { head: true })
  @ApiOperation({ summary: '리그 소개·규정 글 저장 ({ content }: HTML, 서버에서 정리). 총괄 관리자만' })
  saveContents(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('kind') kind: string,
    @Param('label') label: string,
    @Body(new ContractValidationPipe(defaultContentsSchema)) body: DefaultContentsForm,
  ): Promise<DefaultContents> {
    return this.texts.save(access.mainId, access.userId, kind, label, body);
  }
}
