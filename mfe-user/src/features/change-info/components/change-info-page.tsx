import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formRefusal, multipartBody, useAuthStore, useSession } from '@dugout/auth';
import {
  batThrws,
  genders,
  positions,
  profilePhotoPath,
  profilePhotoProblem,
  proTypeMiddles,
  proTypes,
  TEAM_LOGO_TYPES,
  userChangeSchema,
  type Gender,
  type UserAccount,
  type UserPlayer,
} from '@dugout/contracts';
import { Button, ErrorPanel, FormAlert, ImageFileField, PageHeader, Panel, RadioGroup, SelectField, Skeleton, TextField } from '@dugout/ui';
import { userPlayerPath, useUserPlayer } from '../../../shared/api/get-user-player';
import { userPath, useUser } from '../../../shared/api/get-user';
import { updateUser } from '../api/update-user';
import { changeInfoFields, initialChangeInfo, type ChangeInfoValues } from './change-info-values';
import { CodeOptions } from '../../../shared/components/code-options';
import { PhoneField } from '../../../shared/components/phone-field';
import './change-info-page.css';

export const CHANGE_INFO_FAILED = '회원 정보를 수정하지 못했습니다. 입력한 내용을 확인해 주세요.';
export const CHANGE_INFO_DONE = '회원 정보가 수정되었습니다.';

const genderOptions = genders.options.map((option) => ({ value: option.value, label: option.label }));

function ChangeInfoForm({ user, player }: { user: UserAccount; player: UserPlayer | null }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const formik = useFormik<ChangeInfoValues>({
    initialValues: initialChangeInfo(user, player),
    validationSchema: userChangeSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const problem = profilePhotoProblem(photo);
      setPhotoError(problem);
      if (problem) return;
      let account: UserAccount;
      try {
        account = await updateUser(user.userId, multipartBody(changeInfoFields(values, player !== null), { photo }));
      } catch (error) {
        const { fieldErrors: { photo: photoFieldError, ...fieldErrors }, formMessage } = formRefusal(error, CHANGE_INFO_FAILED);
        helpers.setErrors(fieldErrors);
        if (photoFieldError) setPhotoError(photoFieldError);
        helpers.setStatus(formMessage ?? (photoFieldError ? undefined : CHANGE_INFO_FAILED));
        return;
      }
      // The stored session feeds the sidebar and the top bar: they show the new name and photo at once.
      const { username, email, phone, photo: newPhoto, gender, birthday } = account;
      useAuthStore.getState().updateProfile({ username, email, phone, photo: newPhoto, gender, birthday });
      await Promise.all([mutate(userPath(user.userId), account, { revalidate: false }), mutate(userPlayerPath(user.userId))]);
      window.alert(CHANGE_INFO_DONE);
      void navigate('/user/info');
    },
  });

  // After a refused submit, take the member to the first field to fix.
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  const errorOf = (name: keyof ChangeInfoValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const field = (name: keyof ChangeInfoValues) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(name),
  });
  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPhotoError(profilePhotoProblem(file));
  };
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <form ref={formRef} className="dg-form change-info__form" onSubmit={formik.handleSubmit} noValidate aria-label="회원 정보 수정">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Panel title="회원 정보">
        <div className="change-info__grid">
          <TextField label="이메일" name="email" value={user.email} readOnly hint="이메일은 바꿀 수 없습니다." />
          <ImageFileField
            label="프로필 사진"
            file={photo}
            onChange={choosePhoto}
            currentSrc={user.photo ? profilePhotoPath(user.photo) : null}
            previewAlt="프로필 사진 미리보기"
            accept={TEAM_LOGO_TYPES.join(',')}
            hint="JPG, PNG, WEBP, GIF 이미지 (5MB까지)"
            error={photoError}
          />
          <TextField label="이름" autoComplete="name" maxLength={20} {...field('username')} />
          <TextField label="생년월일" inputMode="numeric" placeholder="20001231" maxLength={8} hint="8자리 숫자로 입력해 주세요." {...field('birthday')} />
          <PhoneField {...field('phone')} onNormalize={(phone) => void formik.setFieldValue('phone', phone)} />
          <RadioGroup
            legend="성별"
            name="gender"
            options={genderOptions}
            value={formik.values.gender}
            onChange={(value: Gender) => void formik.setFieldValue('gender', value)}
            error={errorOf('gender')}
          />
        </div>
      </Panel>
      <Panel title="선수 정보">
        {player ? (
          <div className="change-info__grid">
            <TextField label="출신 중학교" {...field('middleSchool')} />
            <SelectField label="중학교 선출 여부" {...field('proTypeMiddle')}>
              <CodeOptions codes={proTypeMiddles} />
            </SelectField>
            <TextField label="출신 고등학교" {...field('school')} />
            <SelectField label="고등학교 선출 여부" {...field('proType')}>
              <CodeOptions codes={proTypes} />
            </SelectField>
            <TextField label="주소" autoComplete="address-level2" placeholder="예: 서울시 강동구" {...field('address1')} />
            <SelectField label="투타" {...field('batThrw')}>
              <CodeOptions codes={batThrws} placeholder={formik.values.batThrw === '' ? '선택해 주세요' : undefined} />
            </SelectField>
            <SelectField label="포지션" {...field('position')}>
              <CodeOptions codes={positions} placeholder={formik.values.position === '' ? '선택해 주세요' : undefined} />
            </SelectField>
          </div>
        ) : (
          <p className="change-info__note">선수 정보는 팀에 가입 신청하거나 팀을 만들 때 등록됩니다.</p>
        )}
      </Panel>
      <div className="change-info__actions">
        <Button variant="secondary" onClick={() => void navigate('/user/info')} disabled={formik.isSubmitting}>
          취소
        </Button>
        <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
          정보 수정
        </Button>
      </div>
    </form>
  );
}

/** /user/change: the member's name, phone, birthday, gender, player record and profile photo. */
export function ChangeInfoPage() {
  const userId = useSession()?.userId;
  const user = useUser(userId);
  const player = useUserPlayer(userId);
  const failed = user.error ?? player.error;

  return (
    <div className="change-info">
      <PageHeader title="회원 정보 수정" description="이름, 연락처, 선수 정보와 프로필 사진을 바꿀 수 있습니다." />
      {failed ? (
        <ErrorPanel message="회원 정보를 불러오지 못했습니다." onRetry={() => void Promise.all([user.mutate(), player.mutate()])} />
      ) : user.data && player.data !== undefined ? (
        <ChangeInfoForm user={user.data} player={player.data} />
      ) : (
        <Skeleton lines={8} label="회원 정보를 불러오는 중입니다…" />
      )}
    </div>
  );
}
