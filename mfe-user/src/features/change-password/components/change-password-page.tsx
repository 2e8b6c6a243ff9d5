import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { isApiError, useSession } from '@dugout/auth';
import { changePasswordSchema, FORM_ERROR_KEY, VALIDATION_MESSAGES } from '@dugout/contracts';
import { Button, FormAlert, PageHeader, Panel, TextField } from '@dugout/ui';
import { changePassword } from '../api/change-password';
import './change-password-page.css';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

const initialValues: ChangePasswordValues = { oldPassword: '', newPassword: '', newPasswordConfirm: '' };

export const CHANGE_PASSWORD_FAILED = '비밀번호 변경 중 오류가 발생했습니다.';
export const PASSWORD_CHANGED = '비밀번호가 변경되었습니다.';
export const TEMP_PASSWORD_NOTICE =
  '임시 비밀번호로 로그인했습니다. 현재 비밀번호에 임시 비밀번호를 입력하고 새 비밀번호로 바꿔 주세요. 바꾸기 전에는 다른 회원 화면을 쓸 수 없습니다.';

/** /user/changepassword: current password, new password and its confirmation. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.userId;
  const forced = session?.mustChangePassword === true;

  const formik = useFormik<ChangePasswordValues>({
    initialValues,
    validationSchema: changePasswordSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      if (!userId) return;
      helpers.setStatus(undefined);
      try {
        await changePassword(userId, { oldPassword: values.oldPassword, newPassword: values.newPassword });
      } catch (error) {
        window.alert(CHANGE_PASSWORD_FAILED);
        if (isApiError(error)) {
          const { [FORM_ERROR_KEY]: formError, ...fieldErrors } = error.errors;
          helpers.setErrors(fieldErrors);
          const hasFieldErrors = Object.keys(fieldErrors).length > 0;
          helpers.setStatus(formError ?? (hasFieldErrors ? undefined : error.message));
        }
        return;
      }
      window.alert(PASSWORD_CHANGED);
      void navigate('/user/info');
    },
  });

  // The spec also announces a mismatching confirmation as an alert, not only under the field.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { newPassword, newPasswordConfirm } = formik.values;
    if (newPasswordConfirm && newPassword !== newPasswordConfirm) window.alert(VALIDATION_MESSAGES.passwordMismatch);
    formik.handleSubmit(event);
  };

  const field = (name: keyof ChangePasswordValues) => ({
    name,
    type: 'password',
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: formik.touched[name] ? formik.errors[name] : undefined,
  });
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <div className="change-password">
      <PageHeader title="비밀번호 변경" description="안전을 위해 다른 사이트에서 쓰지 않는 비밀번호를 사용해 주세요." />
      <Panel>
        <form className="dg-form change-password__form" onSubmit={submit} noValidate aria-label="비밀번호 변경">
          {forced ? (
            <p className="change-password__notice" role="status">
              {TEMP_PASSWORD_NOTICE}
            </p>
          ) : null}
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField
            label="현재 비밀번호"
            autoComplete="current-password"
            hint={forced ? '메일로 받은 임시 비밀번호를 입력해 주세요.' : undefined}
            {...field('oldPassword')}
          />
          <TextField label="변경할 비밀번호" autoComplete="new-password" hint="8자 이상으로 만들어 주세요." {...field('newPassword')} />
          <TextField label="변경할 비밀번호 확인" autoComplete="new-password" {...field('newPasswordConfirm')} />
          <div className="change-password__actions">
            {forced ? null : (
              <Button variant="secondary" onClick={() => void navigate('/user/info')} disabled={formik.isSubmitting}>
                취소
              </Button>
            )}
            <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
              비밀번호 변경
            </Button>
          </div>
        </form>
      </Panel>
    </div>
  );
}
