import { useEffect, useRef, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formRefusal } from '@dugout/auth';
import {
  batThrws,
  genders,
  joinTeamSchema,
  positions,
  proTypeMiddles,
  proTypes,
  teamRoles,
  VALIDATION_MESSAGES,
  type Gender,
  type Position,
} from '@dugout/contracts';
import { Button, CheckboxField, FormAlert, RadioGroup, SelectField, TextField } from '@dugout/ui';
import { forgetTeamLists } from '../../../shared/api/forget-team-lists';
import { requestJoin } from '../api/request-join';
import { CodeOptions } from '../../../shared/components/code-options';
import { PhoneField } from '../../../shared/components/phone-field';
import { toJoinPayload, type JoinTeamValues } from './join-team-values';

export const JOIN_REQUEST_FAILED = '팀 가입 신청 중 오류가 발생했습니다.';
export const JOIN_REQUEST_DONE = '팀 가입 신청이 완료되었습니다. 팀 관리자가 승인하면 가입이 완료됩니다.';

const genderOptions = genders.options.map((option) => ({ value: option.value, label: option.label }));
const positionOptions = positions.options.map((option) => ({ value: option.value, label: option.label }));

interface JoinTeamFormProps {
  initialValues: JoinTeamValues;
  disabled?: boolean;
}

/** The join form of spec section 5, with the third-party provision consent. */
export function JoinTeamForm({ initialValues, disabled = false }: JoinTeamFormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const formik = useFormik<JoinTeamValues>({
    initialValues,
    validationSchema: joinTeamSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await requestJoin(toJoinPayload(values));
      } catch (error) {
        window.alert(JOIN_REQUEST_FAILED);
        const { fieldErrors, formMessage } = formRefusal(error, JOIN_REQUEST_FAILED);
        helpers.setErrors(fieldErrors);
        helpers.setStatus(formMessage);
        return;
      }
      await forgetTeamLists(mutate);
      window.alert(JOIN_REQUEST_DONE);
      void navigate('/user/league');
    },
  });

  // The spec announces a missing consent as an alert, besides the message under the box.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!formik.values.agreeThirdParty) window.alert(VALIDATION_MESSAGES.agreeThirdParty);
    formik.handleSubmit(event);
  };

  // After a refused submit, take the member to the first field to fix.
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  const errorOf = (name: keyof JoinTeamValues) => (formik.touched[name] ? formik.errors[name] : undefined);
  const field = (name: Exclude<keyof JoinTeamValues, 'agreeThirdParty' | 'teamId' | 'userId' | 'playerId'>) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(name),
    disabled,
  });
  const choose = (name: 'gender' | 'position') => (value: Gender | Position) => {
    void formik.setFieldTouched(name, true, false);
    void formik.setFieldValue(name, value);
  };
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <form ref={formRef} className="dg-form join-team__form" onSubmit={submit} noValidate aria-label="팀 가입 신청서">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="join-team__grid">
        <SelectField label="구분" {...field('teamRole')}>
          <CodeOptions codes={teamRoles} />
        </SelectField>
        <TextField label="이름" autoComplete="name" maxLength={20} {...field('playerName')} />
        <TextField label="생년월일" inputMode="numeric" placeholder="20001231" maxLength={8} hint="8자리 숫자로 입력해 주세요." {...field('birthday')} />
        <RadioGroup legend="성별" name="gender" options={genderOptions} value={formik.values.gender} onChange={choose('gender')} error={errorOf('gender')} disabled={disabled} />
        <PhoneField {...field('phone')} onNormalize={(phone) => void formik.setFieldValue('phone', phone)} />
        <TextField label="등번호" inputMode="numeric" maxLength={3} hint="선택 입력입니다." {...field('backnumber')} />
        <TextField label="출신 중학교" {...field('middleSchool')} />
        <SelectField label="중학교 선출 여부" {...field('proTypeMiddle')}>
          <CodeOptions codes={proTypeMiddles} />
        </SelectField>
        <TextField label="출신 고등학교" {...field('schoolName')} />
        <SelectField label="고등학교 선출 여부" {...field('proType')}>
          <CodeOptions codes={proTypes} />
        </SelectField>
        <TextField label="주소" autoComplete="address-level2" placeholder="예: 서울시 강동구" {...field('address1')} />
        <SelectField label="투타" {...field('batThrw')}>
          <CodeOptions codes={batThrws} />
        </SelectField>
        <RadioGroup
          legend="포지션"
          name="position"
          options={positionOptions}
          value={formik.values.position}
          onChange={choose('position')}
          error={errorOf('position')}
          disabled={disabled}
        />
      </div>
      <div className="join-team__consent">
        <p>
          가입을 신청하면 이름, 생년월일, 성별, 연락처, 출신 학교, 주소, 선수 정보가 팀 관리자와 팀이 참가하는 리그의 운영진에게
          제공됩니다. 제공된 정보는 선수 등록과 경기 기록 관리에만 쓰이며, 팀을 탈퇴하면 더 이상 제공되지 않습니다.
        </p>
        <CheckboxField
          label="개인정보 제3자 제공에 동의합니다."
          name="agreeThirdParty"
          checked={formik.values.agreeThirdParty}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={errorOf('agreeThirdParty')}
          disabled={disabled}
        />
      </div>
      <div className="join-team__actions">
        <Button variant="secondary" onClick={() => void navigate('/user/league')} disabled={formik.isSubmitting}>
          취소
        </Button>
        <Button type="submit" disabled={disabled || formik.isSubmitting} aria-busy={formik.isSubmitting}>
          가입 신청
        </Button>
      </div>
    </form>
  );
}
