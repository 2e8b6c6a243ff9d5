import { useId, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { registerConsentSchema } from '@dugout/contracts';
import { Button, CheckboxField, POLICY_TITLES, PolicyText } from '@dugout/ui';
import { StepHeading } from './step-heading';

export interface ConsentValues {
  agreeTerms: boolean;
  agreePrivacy: boolean;
}

interface ConsentStepProps {
  initialValues: ConsentValues;
  onConfirm: (values: ConsentValues) => void;
  onCancel: () => void;
  focusTitle?: boolean;
}

function ConsentBox({
  title,
  children,
  checkbox,
}: {
  title: string;
  children: ReactNode;
  checkbox: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="register-consent" aria-labelledby={titleId}>
      <h3 id={titleId} className="register-consent__title">
        {title} <span className="register-consent__required">(필수)</span>
      </h3>
      {/* Focusable so keyboard users can scroll the text. */}
      <div className="register-consent__text" tabIndex={0} role="region" aria-label={`${title} 전문`}>
        {children}
      </div>
      {checkbox}
    </section>
  );
}

/** Step 0: the terms and the privacy policy, each with its consent box. */
export function ConsentStep({ initialValues, onConfirm, onCancel, focusTitle }: ConsentStepProps) {
  const formik = useFormik<ConsentValues>({
    initialValues,
    validationSchema: registerConsentSchema,
    validateOnBlur: false,
    onSubmit: (values) => onConfirm(values),
  });
  const errorOf = (field: keyof ConsentValues) => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <form className="register-step" onSubmit={formik.handleSubmit} noValidate aria-labelledby="register-step-title">
      <StepHeading focusOnMount={focusTitle}>약관 동의</StepHeading>
      <p className="register-step__lead">더그아웃 회원가입을 위해 아래 약관을 읽고 동의해 주세요.</p>
      <ConsentBox
        title={POLICY_TITLES.service}
        checkbox={
          <CheckboxField
            name="agreeTerms"
            label="서비스 이용약관에 동의합니다."
            checked={formik.values.agreeTerms}
            onChange={formik.handleChange}
            error={errorOf('agreeTerms')}
          />
        }
      >
        <PolicyText kind="service" headingLevel={4} />
      </ConsentBox>
      <ConsentBox
        title={POLICY_TITLES.privacy}
        checkbox={
          <CheckboxField
            name="agreePrivacy"
            label="개인정보처리방침에 동의합니다."
            checked={formik.values.agreePrivacy}
            onChange={formik.handleChange}
            error={errorOf('agreePrivacy')}
          />
        }
      >
        <PolicyText kind="privacy" headingLevel={4} />
      </ConsentBox>
      <div className="register-step__actions">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          취소
        </Button>
        <Button type="submit" size="lg">
          확인
        </Button>
      </div>
    </form>
  );
}
