import { useFormik } from 'formik';
import {
  BOARD_FORM_DEFAULTS,
  BoardPermission,
  boardFormSchema,
  boardPermissions,
  boardTypes,
  VALIDATION_LIMITS,
  type Board,
  type BoardForm,
  type BoardType,
} from '@dugout/contracts';
import { Button, CheckboxField, FormAlert, RadioGroup, SelectField, TextField } from '@dugout/ui';
import { showServerErrors } from '../../../shared/lib/server-form-errors';
import { BOARD_ACTIONS } from '../lib/board-roles-summary';

const FIXED_LABEL_HINT = '기본 게시판(공지사항, 갤러리)의 경로와 종류는 바꿀 수 없습니다.';
const LABEL_HINT = '게시판 주소에 쓰입니다. 영문과 숫자로 2~20자.';

/** Who may write: at least a member (section 6), so 비회원 is not offered. */
const WRITE_LEVELS = boardPermissions.options.filter((option) => option.value !== BoardPermission.Anyone);
const FILE_COUNTS = Array.from({ length: VALIDATION_LIMITS.boardMaxFileCountMax + 1 }, (_, count) => count);

/** Server error keys the form shows under a field; anything else goes to the alert above the form. */
const FIELD_KEYS = new Set([
  'boardName',
  'boardLabel',
  'boardType',
  'boardMemo',
  'useComment',
  'useFileUpload',
  'useFileDownload',
  'maxFileCount',
  ...BOARD_ACTIONS.map(({ key }) => `roles.${key}`),
]);

/** The edit form starts from the stored board. */
export const boardToForm = (board: Board): BoardForm => ({
  boardName: board.boardName,
  boardLabel: board.boardLabel,
  boardType: board.boardType,
  boardMemo: board.boardMemo ?? '',
  roles: { ...board.roles },
  useComment: board.useComment,
  useFileUpload: board.useFileUpload,
  useFileDownload: board.useFileDownload,
  maxFileCount: board.maxFileCount,
});

export interface BoardFormProps {
  /** The board being edited; undefined for a new board (section 9 defaults). */
  board?: Board;
  /** Sends the checked form; an ApiError's field errors are put on the fields. */
  onSubmit: (form: BoardForm) => Promise<unknown>;
  onCancel: () => void;
}

/** The board settings form (spec sections 4 and 5). */
export function BoardFormFields({ board, onSubmit, onCancel }: BoardFormProps) {
  const formik = useFormik<BoardForm>({
    initialValues: board ? boardToForm(board) : BOARD_FORM_DEFAULTS,
    validationSchema: boardFormSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(boardFormSchema.cast(values) as BoardForm);
      } catch (error) {
        showServerErrors(error, helpers, FIELD_KEYS);
      }
    },
  });

  const { values, errors, touched, submitCount } = formik;
  const shown = (isTouched: unknown, error: unknown) =>
    (isTouched || submitCount > 0) && typeof error === 'string' ? error : undefined;
  const formError = typeof formik.status === 'string' ? formik.status : undefined;
  const labelLocked = Boolean(board?.fixed);

  const setNumber = (field: string, value: string) => {
    void formik.setFieldTouched(field, true, false);
    void formik.setFieldValue(field, Number(value));
  };
  const setFlag = (field: string, checked: boolean) => {
    void formik.setFieldTouched(field, true, false);
    void formik.setFieldValue(field, checked);
  };

  return (
    <form className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label="게시판 설정">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label="게시판 이름"
        name="boardName"
        value={values.boardName}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        maxLength={VALIDATION_LIMITS.boardNameMax}
        error={shown(touched.boardName, errors.boardName)}
      />
      <TextField
        label="경로"
        name="boardLabel"
        value={values.boardLabel}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        readOnly={labelLocked}
        maxLength={VALIDATION_LIMITS.boardLabelMax}
        autoCapitalize="off"
        spellCheck={false}
        hint={labelLocked ? FIXED_LABEL_HINT : LABEL_HINT}
        error={shown(touched.boardLabel, errors.boardLabel)}
      />
      <RadioGroup<string>
        legend="종류"
        name="boardType"
        options={boardTypes.options.map((option) => ({ value: String(option.value), label: option.label }))}
        value={String(values.boardType)}
        onChange={(value) => void formik.setFieldValue('boardType', Number(value) as BoardType)}
        disabled={labelLocked}
        error={shown(touched.boardType, errors.boardType)}
      />
      <TextField
        label="설명"
        name="boardMemo"
        value={values.boardMemo ?? ''}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        maxLength={VALIDATION_LIMITS.boardMemoMax}
        error={shown(touched.boardMemo, errors.boardMemo)}
      />
      <fieldset className="dg-admin-boards__roles">
        <legend className="dg-field__label">권한</legend>
        {BOARD_ACTIONS.map(({ key, label }) => (
          <SelectField
            key={key}
            label={label}
            name={`roles.${key}`}
            value={values.roles[key]}
            onChange={(event) => setNumber(`roles.${key}`, event.target.value)}
            error={shown(touched.roles?.[key], errors.roles?.[key])}
          >
            {(key === 'write' ? WRITE_LEVELS : boardPermissions.options).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ))}
      </fieldset>
      <div className="dg-admin-boards__checks">
        <CheckboxField
          label="댓글 사용"
          name="useComment"
          checked={values.useComment}
          onChange={(event) => setFlag('useComment', event.target.checked)}
          error={shown(touched.useComment, errors.useComment)}
        />
        <CheckboxField
          label="파일 첨부 사용"
          name="useFileUpload"
          checked={values.useFileUpload}
          onChange={(event) => setFlag('useFileUpload', event.target.checked)}
          error={shown(touched.useFileUpload, errors.useFileUpload)}
        />
        <CheckboxField
          label="파일 내려받기 허용"
          name="useFileDownload"
          checked={values.useFileDownload}
          onChange={(event) => setFlag('useFileDownload', event.target.checked)}
          error={shown(touched.useFileDownload, errors.useFileDownload)}
        />
      </div>
      <SelectField
        label="첨부 파일 수"
        name="maxFileCount"
        value={values.maxFileCount}
        onChange={(event) => setNumber('maxFileCount', event.target.value)}
        hint="글 하나에 첨부할 수 있는 파일 수입니다. 파일 첨부는 쓰기 권한이 리그 관리자일 때만 사용할 수 있습니다."
        error={shown(touched.maxFileCount, errors.maxFileCount)}
      >
        {FILE_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}개
          </option>
        ))}
      </SelectField>
      <div className="dg-admin-boards__actions">
        <Button variant="secondary" onClick={onCancel} disabled={formik.isSubmitting}>
          취소
        </Button>
        <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
          저장
        </Button>
      </div>
    </form>
  );
}
