import { lazy, Suspense, useId, useState } from 'react';
import { useFormik } from 'formik';
import { isApiError } from '@dugout/auth';
import { boardPostSchema, boardTakesFiles, type Board, type PostAttachment } from '@dugout/contracts';
import { Button, CheckboxField, FormAlert, Skeleton, TextField } from '@dugout/ui';

// The editor is large: it loads in its own chunk once the form's shell is on screen.
const RichTextEditor = lazy(() => import('@dugout/rich-text'));

/** The server's multipart limit per file (services/api/src/files/multipart-form.ts). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface PostFormValues {
  title: string;
  content: string;
  isNotice: boolean;
  files: File[];
  removeAttachments: number[];
}

export interface PostFormProps {
  board: Board;
  /** League managers (level 9) may pin a post as a notice. */
  canNotice: boolean;
  /** The post being edited; absent for a new post. */
  initial?: { title: string; contentHtml: string; isNotice: boolean; attachments: PostAttachment[] };
  submitLabel: string;
  onSubmit(body: FormData): Promise<void>;
  onCancel(): void;
}

/** The multipart body of a write or edit: the text fields, new files and the attachments to drop. */
export function postFormData(values: PostFormValues, { canNotice, editing }: { canNotice: boolean; editing: boolean }): FormData {
  const body = new FormData();
  body.append('title', values.title.trim());
  body.append('content', values.content);
  if (canNotice) body.append('isNotice', String(values.isNotice));
  for (const file of values.files) body.append('files', file, file.name);
  if (editing && values.removeAttachments.length > 0) body.append('removeAttachments', values.removeAttachments.join(','));
  return body;
}

function fileCountError(values: PostFormValues, board: Board, existing: PostAttachment[]): string | undefined {
  if (values.files.length === 0) return undefined;
  if (!boardTakesFiles(board)) return '이 게시판은 파일을 올릴 수 없습니다.';
  const kept = existing.filter((file) => !values.removeAttachments.includes(file.attachmentId)).length;
  if (kept + values.files.length > board.maxFileCount) return `첨부 파일은 최대 ${board.maxFileCount}개까지 올릴 수 있습니다.`;
  if (values.files.some((file) => file.size > MAX_FILE_BYTES)) return '파일 하나의 크기는 10MB 이하여야 합니다.';
  return undefined;
}

/** Write and edit form of a post: formik with the contract's boardPostSchema; server errors on the fields. */
export function PostForm({ board, canNotice, initial, submitLabel, onSubmit, onCancel }: PostFormProps) {
  const existing = initial?.attachments ?? [];
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { content: useId(), files: useId() };

  const formik = useFormik<PostFormValues>({
    initialValues: {
      title: initial?.title ?? '',
      content: initial?.contentHtml ?? '',
      isNotice: initial?.isNotice ?? false,
      files: [],
      removeAttachments: [],
    },
    validationSchema: boardPostSchema,
    validate: (values) => {
      const files = fileCountError(values, board, existing);
      return files ? { files } : {};
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await onSubmit(postFormData(values, { canNotice, editing: Boolean(initial) }));
      } catch (error) {
        const fieldErrors = isApiError(error) ? error.errors : {};
        const known = Object.fromEntries(
          Object.entries(fieldErrors).filter(([field]) => ['title', 'content', 'isNotice', 'files'].includes(field)),
        );
        helpers.setErrors(known);
        if (Object.keys(known).length < Object.keys(fieldErrors).length || Object.keys(known).length === 0) {
          setFormError(error instanceof Error && error.message ? error.message : '게시글을 저장하지 못했습니다.');
        }
      }
    },
  });

  const { values, errors, touched, submitCount } = formik;
  const shown = (field: keyof PostFormValues) => (touched[field] || submitCount > 0 ? (errors[field] as string | undefined) : undefined);
  const contentError = shown('content');
  const filesError = errors.files as string | undefined;
  const keptCount = existing.length - values.removeAttachments.length;
  const room = Math.max(0, board.maxFileCount - keptCount);

  const toggleRemoval = (attachmentId: number, remove: boolean) => {
    const next = remove
      ? [...values.removeAttachments, attachmentId]
      : values.removeAttachments.filter((id) => id !== attachmentId);
    void formik.setFieldValue('removeAttachments', next);
  };

  return (
    <form className="lp-post-form" onSubmit={formik.handleSubmit} noValidate aria-label={submitLabel === '수정' ? '게시글 수정' : '게시글 쓰기'}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label="제목"
        name="title"
        value={values.title}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        maxLength={100}
        error={shown('title')}
        autoComplete="off"
      />
      <div className="dg-field">
        <Suspense fallback={<Skeleton lines={8} />}>
          <RichTextEditor
            id={ids.content}
            label="내용"
            value={values.content}
            onChange={(html) => {
              void formik.setFieldValue('content', html);
              if (!touched.content) void formik.setFieldTouched('content', true, false);
            }}
            placeholder="내용을 입력해 주세요."
            invalid={Boolean(contentError)}
            describedBy={contentError ? `${ids.content}-error` : undefined}
          />
        </Suspense>
        {contentError ? (
          <p id={`${ids.content}-error`} className="dg-field__error">
            {contentError}
          </p>
        ) : null}
      </div>
      {canNotice ? (
        <CheckboxField
          label="공지로 등록 (목록 맨 위에 고정)"
          name="isNotice"
          checked={values.isNotice}
          onChange={formik.handleChange}
          error={shown('isNotice')}
        />
      ) : null}
      {boardTakesFiles(board) ? (
        <fieldset className="lp-post-form__files">
          <legend>첨부 파일 (최대 {board.maxFileCount}개, 파일당 10MB)</legend>
          {existing.length > 0 ? (
            <ul className="lp-post-form__existing" aria-label="등록된 첨부 파일">
              {existing.map((file) => (
                <li key={file.attachmentId}>
                  <CheckboxField
                    label={`${file.originalName} 삭제`}
                    name={`remove-${file.attachmentId}`}
                    checked={values.removeAttachments.includes(file.attachmentId)}
                    onChange={(event) => toggleRemoval(file.attachmentId, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <label htmlFor={ids.files} className="dg-field__label">
            새 파일 ({room}개 더 올릴 수 있습니다)
          </label>
          <input
            id={ids.files}
            name="files"
            type="file"
            multiple
            disabled={room === 0 && values.files.length === 0}
            aria-invalid={filesError ? true : undefined}
            aria-describedby={filesError ? `${ids.files}-error` : undefined}
            onChange={(event) => {
              void formik.setFieldValue('files', Array.from(event.currentTarget.files ?? []));
            }}
          />
          {values.files.length > 0 ? (
            <ul className="lp-post-form__chosen" aria-label="새로 올릴 파일">
              {values.files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>{file.name}</li>
              ))}
            </ul>
          ) : null}
          {filesError ? (
            <p id={`${ids.files}-error`} className="dg-field__error">
              {filesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="lp-post-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          취소
        </Button>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? '저장 중…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
