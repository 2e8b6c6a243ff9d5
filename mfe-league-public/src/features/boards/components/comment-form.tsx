import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { isApiError } from '@dugout/auth';
import { boardCommentSchema, VALIDATION_LIMITS } from '@dugout/contracts';
import { Button, FormAlert } from '@dugout/ui';

/** A new comment (plain text): the contract's boardCommentSchema, the server's errors under the field. */
export function CommentForm({ onSubmit }: { onSubmit(content: string): Promise<void> }) {
  const fieldId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { content: '' },
    validationSchema: boardCommentSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await onSubmit(values.content.trim());
        helpers.resetForm();
      } catch (error) {
        const fieldError = isApiError(error) ? error.errors['content'] : undefined;
        if (fieldError) helpers.setFieldError('content', fieldError);
        else setFormError(error instanceof Error && error.message ? error.message : '댓글을 등록하지 못했습니다.');
      }
    },
  });
  const error = formik.submitCount > 0 || formik.touched.content ? formik.errors.content : undefined;

  return (
    <form className="lp-comment-form" onSubmit={formik.handleSubmit} noValidate aria-label="댓글 쓰기">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <label htmlFor={fieldId} className="dg-field__label">
        댓글
      </label>
      <textarea
        id={fieldId}
        name="content"
        className={['dg-input', 'lp-comment-form__text', error ? 'dg-input--invalid' : ''].filter(Boolean).join(' ')}
        rows={3}
        maxLength={VALIDATION_LIMITS.commentMax}
        placeholder="댓글을 입력해 주세요."
        value={formik.values.content}
        onChange={formik.handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="dg-field__error">
          {error}
        </p>
      ) : null}
      <div className="lp-comment-form__actions">
        <Button type="submit" size="sm" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? '등록 중…' : '댓글 등록'}
        </Button>
      </div>
    </form>
  );
}
