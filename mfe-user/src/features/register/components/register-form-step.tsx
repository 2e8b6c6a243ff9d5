import { useEffect, useRef } from 'react';
import { useFormik } from 'formik';
import { isApiError } from '@dugout/auth';
import { FORM_ERROR_KEY, registerFormSchema, type Gender } from '@dugout/contracts';
import { Button, FormAlert, RadioGroup, TextField, type RadioOption } from '@dugout/ui';
import { PhoneField } from '../../../shared/components/phone-field';
import { registerUser } from '../api/register-user';
import { StepHeading } from './step-heading';

export interface RegisterFormValues {
  email: string;
  password: string;
  passwordConfirm: string;
  username: string;
  phone: string;
  birthday: string;
  gender: Gender | '';
}

export const emptyRegisterForm: RegisterFormValues = {
  email: '',
  password: '',
  passwordConfirm: '',
  username: '',
  phone: '',
  birthday: '',
  gender: '',
};

export const REGISTER_FAILED_MESSAGE = '회원가입 중 오류가 발생했습니다.';

const genderOptions: readonly RadioOption<Gender>[] = [
  { value: 'M', label: '남' },
  { value: 'F', label: '여' },
];

interface RegisterFormStepProps {
  initialValues: RegisterFormValues;
  onRegistered: (username: string) => void;
  /** Back to the consent step; the entries so far are handed back so they survive. */
  onCancel: (values: RegisterFormValues) => void;
}

type TextFieldName = Exclude<keyof RegisterFormValues, 'gender'>;

/** Step 1: the member's details. */
export function RegisterFormStep({ initialValues, onRegistered, onCancel }: RegisterFormStepProps) {
  const formik = useFormik<RegisterFormValues>({
    initialValues,
    validationSchema: registerFormSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const payload = {
        email: values.email.trim(),
        username: values.username.trim(),
        password: values.password,
        phone: values.phone.trim(),
        birthday: values.birthday.trim(),
        gender: values.gender as Gender,
      };
      try {
        await registerUser(payload);
        onRegistered(payload.username);
      } catch (error) {
        // Refusals with reasons (email taken, under 14, ...) go on their fields; anything else is an alert.
        if (isApiError(error) && Object.keys(error.errors).length > 0) {
          const { [FORM_ERROR_KEY]: formError, ...fieldErrors } = error.errors;
          helpers.setErrors(fieldErrors);
          helpers.setStatus(formError);
          return;
        }
        window.alert(REGISTER_FAILED_MESSAGE);
      }
    },
  });

  // After a refused submit, take the user to the first field to fix (it may be off screen on a phone).
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"], [aria-invalid="true"] input')?.focus();
  }, [submitCount, isSubmitting]);

  const errorOf = (field: keyof RegisterFormValues) => (formik.touched[field] ? formik.errors[field] : undefined);
  const text = (name: TextFieldName) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(name),
  });
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <form ref={formRef} className="register-step" onSubmit={formik.handleSubmit} noValidate aria-labelledby="register-step-title">
      <StepHeading focusOnMount>정보 입력</StepHeading>
      <p className="register-step__lead">로그인과 선수 등록에 쓰이는 정보입니다. 모든 항목을 입력해 주세요.</p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="register-form__grid">
        <TextField label="이메일" type="email" inputMode="email" autoComplete="email" placeholder="example@email.com" {...text('email')} />
        <TextField
          label="비밀번호"
          type="password"
          autoComplete="new-password"
          hint="8자 이상으로 만들어 주세요."
          {...text('password')}
        />
        <TextField label="비밀번호 확인" type="password" autoComplete="new-password" {...text('passwordConfirm')} />
        <TextField label="이름" autoComplete="name" placeholder="홍길동" maxLength={20} {...text('username')} />
        <PhoneField autoComplete="tel" {...text('phone')} onNormalize={(phone) => void formik.setFieldValue('phone', phone)} />
        <TextField
          label="생년월일"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="20001231"
          maxLength={8}
          hint="8자리 숫자로 입력해 주세요. (예: 20001231)"
          {...text('birthday')}
        />
        <RadioGroup
          legend="성별"
          name="gender"
          options={genderOptions}
          value={formik.values.gender}
          onChange={(gender) => {
            void formik.setFieldTouched('gender', true, false);
            void formik.setFieldValue('gender', gender);
          }}
          error={errorOf('gender')}
        />
      </div>
      <div className="register-step__actions">
        <Button variant="secondary" size="lg" onClick={() => onCancel(formik.values)} disabled={formik.isSubmitting}>
          취소
        </Button>
        <Button type="submit" size="lg" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
          가입하기
        </Button>
      </div>
    </form>
  );
}
