import type { InferType } from 'yup';
import { batThrws, positions, proTypeMiddles, proTypes, teamRoles, type Position } from '../enums';
import {
  VALIDATION_MESSAGES as M,
  birthdayField,
  consentField,
  genderField,
  idField,
  memberOf,
  numberField,
  phoneField,
} from './fields';
import { yup } from './korean-yup';
import { VALIDATION_LIMITS as L } from './validation-limits';

const requiredText = (max: number) => yup.string().trim().required().max(max);

/** A coded select (team role, bat/throw, ...): '7' from a form and 7 from JSON are the same choice. */
const numericCode = <C extends number>(codes: readonly C[]) => numberField<C>().required().test(memberOf(codes));

/** Request to join a team (the join request payload of the spec). */
export const joinTeamPayloadSchema = yup.object({
  teamId: idField().required(),
  /** Set when the user already has a player record. */
  playerId: idField().nullable().optional(),
  userId: idField().required(),
  teamRole: numericCode(teamRoles.codes),
  playerName: requiredText(L.playerNameMax),
  birthday: birthdayField(),
  gender: genderField(),
  phone: phoneField(),
  middleSchool: requiredText(L.schoolNameMax),
  schoolName: requiredText(L.schoolNameMax),
  address1: requiredText(L.addressMax),
  position: yup.string<Position>().trim().required().test(memberOf(positions.codes)),
  batThrw: numericCode(batThrws.codes),
  proType: numericCode(proTypes.codes),
  proTypeMiddle: numericCode(proTypeMiddles.codes),
  backnumber: yup
    .string()
    .trim()
    .nullable()
    .optional()
    .matches(new RegExp(`^\\d{1,${L.backnumberMaxDigits}}$`), {
      message: `등번호는 숫자 ${L.backnumberMaxDigits}자리 이내로 입력해 주세요.`,
      excludeEmptyString: true,
    }),
});
export type JoinTeamPayload = InferType<typeof joinTeamPayloadSchema>;

/** The join team form: the payload plus the third-party provision consent box. */
export const joinTeamSchema = joinTeamPayloadSchema.shape({
  agreeThirdParty: consentField(M.agreeThirdParty),
});
export type JoinTeamForm = InferType<typeof joinTeamSchema>;

/** Team search on /user/league: an empty keyword asks for a search word. */
export const teamSearchSchema = yup.object({
  keyword: yup.string().trim().required(M.searchKeywordRequired).max(L.searchKeywordMax),
});
export type TeamSearch = InferType<typeof teamSearchSchema>;

/**
 * GET /api/team?search&page&pagesize[&userId]: team search, or with userId the member's own teams.
 * Query values arrive as text and are cast; an empty search lists every team.
 */
export const teamListQuerySchema = yup.object({
  search: yup.string().trim().max(L.searchKeywordMax).default(''),
  page: idField().default(1),
  pagesize: idField().max(L.teamListPageSizeMax).default(L.teamListPageSizeDefault),
  userId: idField().optional(),
});
export type TeamListQuery = InferType<typeof teamListQuerySchema>;

/** The apply button on /user/league: a team must be chosen. */
export const teamChoiceSchema = yup.object({
  teamId: idField().required(M.joinTeamRequired).typeError(M.joinTeamRequired),
});
export type TeamChoice = InferType<typeof teamChoiceSchema>;

/** GET /api/team/joinTeam/user/{userId}/search: team search for joining (spec section 9: page 1, size 100). */
export const teamJoinSearchQuerySchema = teamListQuerySchema.omit(['userId']);
export type TeamJoinSearchQuery = InferType<typeof teamJoinSearchQuerySchema>;

/** POST /api/team/{id}/request/{rid}: the approving manager gives the joiner his role in the team. */
export const teamJoinApproveSchema = yup.object({
  teamRole: numericCode(teamRoles.codes),
});
export type TeamJoinApprovePayload = InferType<typeof teamJoinApproveSchema>;
