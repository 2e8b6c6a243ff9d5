import type { InferType } from 'yup';
import {
  VALIDATION_MESSAGES as M,
  sameAs,
  emailField,
  passwordInput,
} from './fields';
import { yup } from './korean-yup';
import { VALIDATION_LIMITS as L } from './validation-limits';

/** Change password form (/user/changepassword). */
export const changePasswordSchema = yup.object({
  oldPassword: yup.string().required(M.oldPasswordRequired).max(L.passwordMax),
  newPassword: yup.string().required(M.newPasswordRequired).min(L.passwordMin).max(L.passwordMax),
  newPasswordConfirm: yup
    .string()
    .required()
    .min(L.passwordMin)
    .max(L.passwordMax)
    .test(sameAs('newPassword', M.passwordMismatch)),
});
export type ChangePasswordForm = InferType<typeof changePasswordSchema>;

/** PATCH /api/user/{id}/changePassword body. */
export const changePasswordPayloadSchema = changePasswordSchema.pick(['oldPassword', 'newPassword']);
export type ChangePasswordPayload = InferType<typeof changePasswordPayloadSchema>;

/** POST /api/user/{id}/checkPassword and /withdrawUser body. */
export const checkPasswordSchema = yup.object({
  password: passwordInput(),
});
export type CheckPasswordPayload = InferType<typeof checkPasswordSchema>;

/** POST /api/user/checkEmail body. */
export const checkEmailSchema = yup.object({
  email: emailField(),
});
export type CheckEmailPayload = InferType<typeof checkEmailSchema>;

