import type { InferType } from 'yup';
import { birthdayField, emailField, phoneField, usernameField } from './fields';
import { yup } from './korean-yup';

/** POST /api/user/tempPassword body; the find-password form uses the same schema. */
export const tempPasswordSchema = yup.object({
  email: emailField(),
  name: usernameField(),
  birthday: birthdayField(),
  phone: phoneField(),
});
export type TempPasswordPayload = InferType<typeof tempPasswordSchema>;

/** Minutes a mailed temporary password stays usable. */
export const TEMP_PASSWORD_TTL_MINUTES = 30;

/** The one answer of POST /api/user/tempPassword, whether an account matched or not. */
export const TEMP_PASSWORD_SENT_MESSAGE =
  '입력하신 정보와 일치하는 회원이 있으면 임시 비밀번호를 이메일로 보냈습니다. 메일이 오지 않으면 스팸 메일함을 확인하거나 입력한 정보를 다시 확인해 주세요.';

/** `data` of POST /api/user/tempPassword. */
export interface TempPasswordResult {
  message: string;
}
