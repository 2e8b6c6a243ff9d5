import type { InferType } from 'yup';
import {
  VALIDATION_MESSAGES as M,
  sameAs,
  consentField,
  emailField,
  genderField,
  newPasswordField,
  phoneField,
  registrationBirthdayField,
  usernameField,
} from './fields';
import { yup } from './korean-yup';
import { VALIDATION_LIMITS as L } from './validation-limits';

/** Registration step 0: both consent boxes. */
export const registerConsentSchema = yup.object({
  agreeTerms: consentField(M.agreeTerms),
  agreePrivacy: consentField(M.agreePrivacy),
});
export type RegisterConsent = InferType<typeof registerConsentSchema>;

/**
 * POST /api/user body. The birthday rule includes "no online sign-up under 14"; pass
 * `{ context: { today } }` to fix the reference day.
 */
export const registerPayloadSchema = yup.object({
  email: emailField(),
  username: usernameField(),
  password: newPasswordField(),
  phone: phoneField(),
  birthday: registrationBirthdayField(),
  gender: genderField(),
});
export type RegisterPayload = InferType<typeof registerPayloadSchema>;

/** Registration step 1 form: the payload plus the password confirmation. */
export const registerFormSchema = registerPayloadSchema.shape({
  passwordConfirm: yup
    .string()
    .required()
    .min(L.passwordMin)
    .max(L.passwordMax)
    .test(sameAs('password', M.passwordMismatch)),
});
export type RegisterForm = InferType<typeof registerFormSchema>;
