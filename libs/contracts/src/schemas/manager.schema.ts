import type { InferType } from 'yup';
import { LEAGUE_MANAGER_ROLES, leagueManagerGrades, type LeagueManagerGrade } from '../enums';
import { idField, memberOf, numberField } from './fields';
import { yup } from './korean-yup';

const MEMO_MAX = 100;
const MESSAGE_MAX = 200;
const ROLES_TEXT = '권한은 {"leagueSchedule":true,...} 형식의 JSON 글자로 보내 주세요.';

const gradeField = () => numberField<LeagueManagerGrade>().required().test(memberOf(leagueManagerGrades.codes, '등급은 1~5 중에서 골라 주세요.'));
const memoField = () => yup.string().trim().nullable().optional().max(MEMO_MAX);

/** The spec's JSON text of role flags: an object whose keys are role names and values booleans. */
export function isRolesJson(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    return Object.entries(parsed).every(
      ([name, on]) => (LEAGUE_MANAGER_ROLES as readonly string[]).includes(name) && typeof on === 'boolean',
    );
  } catch {
    return false;
  }
}

/** PATCH /api/league/admin/main/{id}/manager/{userId}/grade */
export const managerGradePayloadSchema = yup.object({
  grade: gradeField(),
  memo: memoField(),
});
export type ManagerGradePayload = InferType<typeof managerGradePayloadSchema>;

/** PATCH /api/league/admin/main/{id}/manager/{userId}/roles: roles as the spec's JSON text (flags left out are off). */
export const managerRolesPayloadSchema = yup.object({
  roles: yup
    .string()
    .required()
    .max(1000)
    .test({ name: 'rolesJson', message: ROLES_TEXT, test: (value) => value === undefined || isRolesJson(value) }),
});
export type ManagerRolesPayload = InferType<typeof managerRolesPayloadSchema>;

/** POST /api/league/main/{id}/requestManager: a member asks to become a manager of the league main. */
export const managerRequestPayloadSchema = yup.object({
  message: yup.string().trim().nullable().optional().max(MESSAGE_MAX),
});
export type ManagerRequestPayload = InferType<typeof managerRequestPayloadSchema>;

/** POST .../requestManager/approve: receiptUserId is the member who asked (checked against the request). */
export const managerRequestApproveSchema = yup.object({
  requestId: idField().required(),
  receiptUserId: idField().required(),
  grade: gradeField(),
  memo: memoField(),
});
export type ManagerRequestApprovePayload = InferType<typeof managerRequestApproveSchema>;

/** POST .../requestManager/reject */
export const managerRequestRejectSchema = yup.object({
  requestId: idField().required(),
  receiptUserId: idField().required(),
});
export type ManagerRequestRejectPayload = InferType<typeof managerRequestRejectSchema>;
