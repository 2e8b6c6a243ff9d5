import { Injectable, NotFoundException } from '@nestjs/common';
import type { DefaultContentKind, DefaultContents, DefaultContentsForm } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { writeForLeagueMain } from '../../common/read-cache/read-scope';
import { isDuplicateKey } from '../../common/sql/duplicate-key';
import { BoardAdminRepository } from '../../repositories/boards/board-admin.repository';
import { BoardsService } from './boards.service';
import { previewTextOf, sanitizePostHtml } from './post-html';

/** The texts a league main may store, by kind: the league home's introduction and regulations. */
export const DEFAULT_CONTENT_LABELS: Record<DefaultContentKind, readonly string[]> = {
  home: ['intro', 'regulation'],
};

export const DEFAULT_CONTENTS_MESSAGES = {
  notFound: '찾는 리그 글이 없습니다. 리그 소개(home/intro)와 리그 규정(home/regulation)만 있습니다.',
} as const;

function requireKnown(kind: string, label: string): DefaultContentKind {
  const labels = Object.entries(DEFAULT_CONTENT_LABELS).find(([known]) => known === kind)?.[1];
  if (!labels?.includes(label)) throw new NotFoundException(DEFAULT_CONTENTS_MESSAGES.notFound);
  return kind as DefaultContentKind;
}

/** How a text shows in the audit log: its first characters and its length, not the whole HTML. */
function auditSummary(html: string): string | null {
  if (!html) return null;
  return `${previewTextOf(html) || '(글자 없음)'} (HTML ${html.length.toLocaleString('ko-KR')}자)`;
}

/**
 * A league main's stored texts (spec section 7, `default/{kind}/{label}/contents`): anyone reads
 * them, grade-1 managers write them. The HTML goes through sanitizePostHtml on save and on read.
 */
@Injectable()
export class DefaultContentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: BoardAdminRepository,
    private readonly boards: BoardsService,
    private readonly audit: AuditService,
  ) {}

  /** The text, or an empty one (updatedAt null) when nothing has been written yet. */
  async contents(main: string, kind: string, label: string): Promise<DefaultContents> {
    const mainId = await this.boards.mainIdOf(main);
    return this.read(mainId, requireKnown(kind, label), label);
  }

  async save(mainId: number, userId: number, kind: string, label: string, body: DefaultContentsForm): Promise<DefaultContents> {
    const known = requireKnown(kind, label);
    const html = sanitizePostHtml(body.content);
    try {
      await this.write(mainId, userId, known, label, html);
    } catch (error) {
      // Two first saves of one text raced and the other one inserted the row: this save becomes an update.
      if (!isDuplicateKey(error)) throw error;
      await this.write(mainId, userId, known, label, html);
    }
    return this.read(mainId, known, label);
  }

  private async write(mainId: number, userId: number, known: DefaultContentKind, label: string, html: string): Promise<void> {
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = mainId;
      await this.dataSource.transaction(async (em) => {
        const before = await this.repository.contents(em, mainId, known, label);
        if (before) await this.repository.updateContents(em, before.contentsId, html, userId);
        else await this.repository.insertContents(em, mainId, known, label, html, userId);
        const contentsId = before?.contentsId ?? (await this.repository.contents(em, mainId, known, label))?.contentsId ?? 0;
        const was = before?.contentHtml ?? '';
        if (was === html) return;
        await this.audit.record(em, {
          userId,
          scope: { type: 'leagueMain', id: mainId },
          kind: 'homeText.update',
          object: { type: 'homeText', id: contentsId },
          changes: { [label]: { before: auditSummary(was), after: auditSummary(html) } },
        });
      });
    });
  }

  private async read(mainId: number, kind: DefaultContentKind, label: string): Promise<DefaultContents> {
    const stored = await this.repository.contents(null, mainId, kind, label);
    // Sanitized on save too; again here so an old or hand-edited row never reaches a browser unclean.
    return { kind, label, contentHtml: stored ? sanitizePostHtml(stored.contentHtml) : '', updatedAt: stored?.updatedAt ?? null };
  }
}
