import { useFormik } from 'formik';
import { isApiError } from '@dugout/auth';
import { leagueManagerGrades, managerGradePayloadSchema, type LeagueManagerGrade, type ManagerGradePayload } from '@dugout/contracts';
import { Button, FormAlert, Modal, SelectField, TextField } from '@dugout/ui';

export interface ManagerGradeValues {
  grade: LeagueManagerGrade;
  memo: string;
}

export interface ManagerGradeDialogProps {
  title: string;
  submitLabel: string;
  initialValues: ManagerGradeValues;
  /** Sends the form; a rejection (ApiError) is shown in the dialog in Korean. */
  onSubmit: (payload: ManagerGradePayload) => Promise<unknown>;
  onClose: () => void;
}

/** Grade and memo of a manager: used to change a manager and to approve a request. */
export function ManagerGradeDialog({ title, submitLabel, initialValues, onSubmit, onClose }: ManagerGradeDialogProps) {
  const formik = useFormik<ManagerGradeValues>({
    initialValues,
    validationSchema: managerGradePayloadSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit({ grade: values.grade, memo: values.memo.trim() || null });
        onClose();
      } catch (error) {
        if (isApiError(error)) helpers.setErrors(error.errors);
        helpers.setStatus(isApiError(error) ? error.message : '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      }
    },
  });
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <Modal open title={title} onClose={onClose}>
      <form className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SelectField
          label="등급"
          name="grade"
          value={formik.values.grade}
          onChange={(event) => void formik.setFieldValue('grade', Number(event.target.value))}
          error={formik.submitCount > 0 ? formik.errors.grade : undefined}
        >
          {leagueManagerGrades.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value}등급 · {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="메모"
          name="memo"
          value={formik.values.memo}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={formik.touched.memo || formik.submitCount > 0 ? formik.errors.memo : undefined}
          hint="100자까지 쓸 수 있습니다."
        />
        <div className="dg-admin-managers__actions">
          <Button variant="secondary" onClick={onClose} disabled={formik.isSubmitting}>
            취소
          </Button>
          <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
