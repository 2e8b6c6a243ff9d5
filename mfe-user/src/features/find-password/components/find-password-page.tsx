import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { FORM_ERROR_KEY, TEMP_PASSWORD_SENT_MESSAGE, TEMP_PASSWORD_TTL_MINUTES, tempPasswordSchema } from '@dugout/contracts';
import { Button, FormAlert, PageHeader, Panel, TextField } from '@dugout/ui';
import { PhoneField } from '../../../shared/components/phone-field';
import { requestTempPassword } from '../api/request-temp-password';
import './find-password-page.css';

interface FindPasswordValues {
  email: string;
  name: string;
  birthday: string;
  phone: string;
}

const initialValues: FindPasswordValues = { email: '', name: '', birthday: '', phone: '' };

export const FIND_PASSWORD_FAILED = '임시 비밀번호를 요청하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * /user/findpassword (open to visitors): e-mail, name, birthday and phone; a temporary password is
 * mailed when they match an account. The confirmation is the same whatever the outcome.
 */
export function FindPasswordPage() {
  const formik = useFormik<FindPasswordValues>({
    initialValues,
    validationSchema: tempPasswordSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await requestTempPassword({
          email: values.email.trim(),
          name: values.name.trim(),
          birthday: values.birthday.trim(),
          phone: values.phone.trim(),
        });
        helpers.setStatus({ sent: true });
      } catch (error) {
        if (isApiError(error) && Object.keys(error.errors).length > 0) {
          const { [FORM_ERROR_KEY]: formError, ...fieldErrors } = error.errors;
          helpers.setErrors(fieldErrors);
          helpers.setStatus(formError);
          return;
        }
        // 429 (too many requests) and the like come with their own Korean message.
        helpers.setStatus(isApiError(error) && error.message ? error.message : FIND_PASSWORD_FAILED);
      }
    },
  });

  const sent = typeof formik.status === 'object' && formik.status !== null;
  if (sent) {
    return (
      <div className="find-password">
        <PageHeader title="비밀번호 찾기" />
        <Panel>
          <div className="find-password__sent" role="status">
            <p>{TEMP_PASSWORD_SENT_MESSAGE}</p>
            <p>
              임시 비밀번호는 {TEMP_PASSWORD_TTL_MINUTES}분 동안 한 번만 쓸 수 있습니다. 임시 비밀번호로 로그인한 뒤에는 새 비밀번호로
              바꿔 주세요.
            </p>
          </div>
          <p className="find-password__links">
            <Link to="/login">로그인하러 가기</Link>
          </p>
        </Panel>
      </div>
    );
  }

  const text = (name: keyof FindPasswordValues) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: formik.touched[name] ? formik.errors[name] : undefined,
  });
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <div className="find-password">
      <PageHeader title="비밀번호 찾기" description="가입할 때 입력한 정보를 넣으면 임시 비밀번호를 이메일로 보내 드립니다." />
      <Panel>
        <form className="dg-form find-password__form" onSubmit={formik.handleSubmit} noValidate aria-label="비밀번호 찾기">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField label="이메일" type="email" inputMode="email" autoComplete="email" placeholder="example@email.com" {...text('email')} />
          <TextField label="이름" autoComplete="name" maxLength={20} {...text('name')} />
          <TextField
            label="생년월일"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="20001231"
            maxLength={8}
            hint="8자리 숫자로 입력해 주세요. (예: 20001231)"
            {...text('birthday')}
          />
          <PhoneField autoComplete="tel" {...text('phone')} onNormalize={(phone) => void formik.setFieldValue('phone', phone)} />
          <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
            임시 비밀번호 받기
          </Button>
        </form>
        <p className="find-password__links">
          비밀번호가 생각나셨나요? <Link to="/login">로그인</Link>
        </p>
      </Panel>
    </div>
  );
}
