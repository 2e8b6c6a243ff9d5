import type { InferType } from 'yup';
import { yup } from './korean-yup';
import { VALIDATION_LIMITS as L } from './validation-limits';

const CONTENT_REQUIRED = '내용을 입력해 주세요.';
const TITLE_REQUIRED = '제목을 입력해 주세요.';

/** A board post's write and edit form (multipart text fields): the HTML is sanitized on the server. */
export const boardPostSchema = yup.object({
  title: yup.string().trim().required(TITLE_REQUIRED).min(L.postTitleMin).max(L.postTitleMax).default(''),
  content: yup.string().trim().required(CONTENT_REQUIRED).max(L.postContentMax).default(''),
  /** Pinned as a notice; only league managers may set it. */
  isNotice: yup.boolean().default(false),
});
export type BoardPostForm = InferType<typeof boardPostSchema>;

/** A comment on a post. */
export const boardCommentSchema = yup.object({
  content: yup.string().trim().required(CONTENT_REQUIRED).max(L.commentMax).default(''),
});
export type BoardCommentForm = InferType<typeof boardCommentSchema>;

/** PUT /api/league/board/{main}/default/{kind}/{label}/contents: a league home text (HTML, sanitized on the server; empty clears it). */
export const defaultContentsSchema = yup.object({
  content: yup.string().trim().max(L.postContentMax).default(''),
});
export type DefaultContentsForm = InferType<typeof defaultContentsSchema>;
