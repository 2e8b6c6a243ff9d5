import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader, Stepper } from '@dugout/ui';
import { ConsentStep, type ConsentValues } from './consent-step';
import { RegisterCompleteStep } from './register-complete-step';
import { emptyRegisterForm, RegisterFormStep, type RegisterFormValues } from './register-form-step';
import './register-page.css';

const STEPS = ['약관 동의', '정보 입력', '가입 완료'] as const;

type Step = 0 | 1 | 2;

/** /user/register: consent (0), details (1), done (2). Cancel on step 1 goes back to step 0. */
export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>(0);
  const [consent, setConsent] = useState<ConsentValues>({ agreeTerms: false, agreePrivacy: false });
  const [draft, setDraft] = useState<RegisterFormValues>(emptyRegisterForm);
  const [registeredName, setRegisteredName] = useState('');
  const [stepChanged, setStepChanged] = useState(false);

  const goTo = (next: Step) => {
    setStepChanged(true);
    setStep(next);
  };

  // Cancel on the consent step goes back; opened directly (no earlier page in the app), it goes home.
  const leave = () => {
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  };

  return (
    <div className="register-page">
      <PageHeader title="회원가입" description="아마추어 야구인을 위한 기록 서비스, 더그아웃에 오신 것을 환영합니다." />
      <Stepper steps={STEPS} current={step} label="회원가입 단계" />
      {step === 0 ? (
        <ConsentStep
          initialValues={consent}
          focusTitle={stepChanged}
          onCancel={leave}
          onConfirm={(values) => {
            setConsent(values);
            goTo(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <RegisterFormStep
          initialValues={draft}
          onCancel={(values) => {
            setDraft(values);
            goTo(0);
          }}
          onRegistered={(name) => {
            setRegisteredName(name);
            setDraft(emptyRegisterForm);
            goTo(2);
          }}
        />
      ) : null}
      {step === 2 ? <RegisterCompleteStep name={registeredName} /> : null}
    </div>
  );
}
