import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { loginRequest, takeReturnUrl } from '@dugout/auth';
import { FORM_ERROR_KEY, loginSchema } from '@dugout/contracts';
import { Button, CheckboxField, FormAlert, TextField } from '@dugout/ui';

interface LoginFormValues {
  email: string;
  password: string;
  /** Keep me logged in: unchecked, the session lasts until the browser is closed. */
  remember: boolean;
}

const initialValues: LoginFormValues = { email: '', password: '', remember: true };

export function LoginForm() {
  const navigate = useNavigate();
  const formik = useFormik<LoginFormValues>({
    initialValues,
    validationSchema: loginSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const result = await loginRequest(values.email.trim(), values.password, values.remember);
      if (result.result) {
        void navigate(takeReturnUrl() ?? result.returnUrl ?? '/', { replace: true });
        return;
      }
      const { [FORM_ERROR_KEY]: apiError, ...fieldErrors } = result.errors;
      helpers.setErrors(fieldErrors);
      helpers.setStatus(apiError);
    },
  });

  const errorOf = (field: 'email' | 'password') => (formik.touched[field] ? formik.errors[field] : undefined);
  const apiError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <form className="dg-form login-form" onSubmit={formik.handleSubmit} noValidate aria-label="로그인">
      {apiError ? <FormAlert>{apiError}</FormAlert> : null}
      <TextField
        label="이메일"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        placeholder="example@email.com"
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={errorOf('email')}
      />
      <TextField
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="비밀번호"
        value={formik.values.password}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={errorOf('password')}
      />
      <CheckboxField
        label="로그인 상태 유지"
        name="remember"
        checked={formik.values.remember}
        onChange={formik.handleChange}
      />
      <Button type="submit" size="lg" className="login-form__submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
        로그인
      </Button>
    </form>
  );
}
