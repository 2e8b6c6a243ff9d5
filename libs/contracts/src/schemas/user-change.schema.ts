import type { InferType } from 'yup';
import { batThrws, positions, proTypeMiddles, proTypes, type Position } from '../enums';
import { genderField, memberOf, numberField, phoneField, registrationBirthdayField, usernameField } from './fields';
import { yup } from './korean-yup';
import { TEAM_LOGO_TYPES } from './team-profile.schema';
import { VALIDATION_LIMITS as L } from './validation-limits';

export const USER_CHANGE_LIMITS = {
  /** A profile photo is re-encoded and resized by the file service; the upload itself may be this large. */
  photoMaxBytes: 5 * 1024 * 1024,
} as const;

export const USER_CHANGE_MESSAGES = {
  photoOne: '프로필 사진은 한 장만 올릴 수 있습니다.',
  photoNotImage: '프로필 사진은 JPG, PNG, WEBP, GIF 이미지만 올릴 수 있습니다.',
  photoTooLarge: `프로필 사진은 ${USER_CHANGE_LIMITS.photoMaxBytes / (1024 * 1024)}MB까지 올릴 수 있습니다.`,
} as const;

/** Empty text ('' from a form field) is "not given": stored as null. */
const optionalText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max)
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .nullable()
    .default(null);

/** A coded select left as it was ('' from a form) is "not given". */
const optionalCode = <C extends number>(codes: readonly C[]) => numberField<C>().optional().test(memberOf(codes));

/**
 * POST /api/user/{id} (multipart; the profile photo is the request's one file) and the
 * /user/change form. The account fields follow the registration rules (name, phone, a birthday of
 * someone at least 14, gender); the email and the password are changed elsewhere. The player
 * fields (spec section 3, "Player of a user") apply to the member's player record when he has one.
 */
export const userChangeSchema = yup.object({
  username: usernameField(),
  phone: phoneField(),
  birthday: registrationBirthdayField(),
  gender: genderField(),
  middleSchool: optionalText(L.schoolNameMax),
  /** High school. */
  school: optionalText(L.schoolNameMax),
  address1: optionalText(L.addressMax),
  proTypeMiddle: optionalCode(proTypeMiddles.codes),
  proType: optionalCode(proTypes.codes),
  batThrw: optionalCode(batThrws.codes),
  position: yup
    .string<Position>()
    .trim()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional()
    .test(memberOf(positions.codes)),
});
export type UserChangeForm = InferType<typeof userChangeSchema>;

/** The form's own check of a chosen photo (the server checks the content again): the problem's message, or null. */
export function profilePhotoProblem(file: { type: string; size: number } | null): string | null {
  if (!file) return null;
  if (!TEAM_LOGO_TYPES.includes(file.type)) return USER_CHANGE_MESSAGES.photoNotImage;
  if (file.size > USER_CHANGE_LIMITS.photoMaxBytes) return USER_CHANGE_MESSAGES.photoTooLarge;
  return null;
}
