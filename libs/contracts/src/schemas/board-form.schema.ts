import type { InferType } from 'yup';
import {
  BoardPermission,
  DEFAULT_BOARD_ROLES,
  DEFAULT_BOARD_TYPE,
  boardPermissions,
  boardTypes,
  type BoardType,
} from '../enums';
import { VALIDATION_MESSAGES as M, idField, memberOf, numberField } from './fields';
import { yup } from './korean-yup';
import { BOARD_LABEL_PATTERN, RESERVED_BOARD_LABELS, VALIDATION_LIMITS as L } from './validation-limits';

const ROLES_FORMAT = '권한 설정 형식이 올바르지 않습니다.';

const permissionField = (allowed: readonly BoardPermission[], defaultLevel: BoardPermission) =>
  numberField<BoardPermission>().required().test(memberOf(allowed)).default(defaultLevel);

const anyLevel = boardPermissions.codes;
const writerLevels = anyLevel.filter((level) => level !== BoardPermission.Anyone);

/** Who may list, view, write and comment; writing always needs at least a member. */
export const boardRolesSchema = yup.object({
  list: permissionField(anyLevel, DEFAULT_BOARD_ROLES.list),
  view: permissionField(anyLevel, DEFAULT_BOARD_ROLES.view),
  write: permissionField(writerLevels, DEFAULT_BOARD_ROLES.write),
  comment: permissionField(anyLevel, DEFAULT_BOARD_ROLES.comment),
});
export type BoardRoles = InferType<typeof boardRolesSchema>;

/** The board's `roles` column holds the roles as JSON text; null when it is not valid. */
export function parseBoardRoles(text: string | null | undefined): BoardRoles | null {
  if (!text) return null;
  try {
    return boardRolesSchema.validateSync(JSON.parse(text), { stripUnknown: true });
  } catch {
    return null;
  }
}

const boardFields = {
  boardName: yup.string().trim().required().min(L.boardNameMin).max(L.boardNameMax).default(''),
  boardLabel: yup
    .string()
    .trim()
    .required()
    .min(L.boardLabelMin)
    .max(L.boardLabelMax)
    .matches(BOARD_LABEL_PATTERN, M.boardLabelFormat)
    .test('not-reserved', M.boardLabelReserved, (value) => !value || !RESERVED_BOARD_LABELS.includes(value.toLowerCase()))
    .default(''),
  boardType: numberField<BoardType>().required().test(memberOf(boardTypes.codes)).default(DEFAULT_BOARD_TYPE),
  boardMemo: yup.string().trim().max(L.boardMemoMax).default(''),
  useComment: yup.boolean().required().default(true),
  useFileDownload: yup.boolean().required().default(true),
  maxFileCount: numberField()
    .required()
    .integer()
    .min(0)
    .max(L.boardMaxFileCountMax)
    .default(L.boardMaxFileCountDefault),
};

/** Attachments are only possible on boards where only league managers write. */
const fileUploadField = (writeLevel: (parent: Record<string, unknown>) => number | null | undefined) =>
  yup
    .boolean()
    .required()
    .default(false)
    .test('manager-only-upload', M.boardFileUploadNeedsManager, function managerOnly(value) {
      return value !== true || writeLevel(this.parent as Record<string, unknown>) === BoardPermission.LeagueManager;
    });

/** The admin board form; `getDefault()` gives a new board (section 9 defaults). */
export const boardFormSchema = yup.object({
  ...boardFields,
  roles: boardRolesSchema,
  useFileUpload: fileUploadField((parent) => (parent['roles'] as BoardRoles | undefined)?.write),
});
export type BoardForm = InferType<typeof boardFormSchema>;

export const BOARD_FORM_DEFAULTS: BoardForm = boardFormSchema.getDefault() as BoardForm;

/** Board create/update body: the form's fields with roles as JSON text, plus the owning league. */
export const boardPayloadSchema = yup.object({
  ...boardFields,
  boardId: idField().nullable().optional(),
  mainId: idField().required(),
  boardTableName: yup.string().trim().max(100).nullable().optional(),
  registerId: idField().nullable().optional(),
  roles: yup
    .string()
    .required()
    .max(500)
    .test('roles-json', ROLES_FORMAT, (value) => value === undefined || parseBoardRoles(value) !== null),
  useFileUpload: fileUploadField((parent) => parseBoardRoles(parent['roles'] as string | undefined)?.write),
});
export type BoardPayload = InferType<typeof boardPayloadSchema>;

/** Turns the admin form into the create/update body. */
export function toBoardPayload(
  form: BoardForm,
  owner: { mainId: number; registerId?: number | null; boardId?: number | null },
): BoardPayload {
  return {
    ...form,
    roles: JSON.stringify(form.roles),
    mainId: owner.mainId,
    registerId: owner.registerId ?? null,
    boardId: owner.boardId ?? null,
  };
}
