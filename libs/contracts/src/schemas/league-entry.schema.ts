import type { InferType } from 'yup';
import { idField } from './fields';
import { yup } from './korean-yup';

/** How many teams one add or remove call may name. */
export const LEAGUE_TEAM_BATCH_MAX = 100;
export const PLACEHOLDER_TEAM_NAME_MAX = 50;
export const LEAGUE_APPLY_MEMO_MAX = 200;

export const LEAGUE_ENTRY_MESSAGES = {
  teamIdsRequired: '팀을 한 개 이상 선택해 주세요.',
  teamIdsMax: `한 번에 ${LEAGUE_TEAM_BATCH_MAX}개 팀까지 선택할 수 있습니다.`,
  teamIdsDuplicate: '같은 팀을 두 번 선택했습니다.',
  placeholderNameRequired: '임시 팀 이름을 입력해 주세요.',
  searchNameRequired: '검색어를 입력해 주세요.',
} as const;

/** POST /api/league/admin/league/{id}/addTeams and /removeTeams */
export const leagueTeamIdsSchema = yup.object({
  teamIds: yup
    .array(idField().required())
    .required(LEAGUE_ENTRY_MESSAGES.teamIdsRequired)
    .min(1, LEAGUE_ENTRY_MESSAGES.teamIdsRequired)
    .max(LEAGUE_TEAM_BATCH_MAX, LEAGUE_ENTRY_MESSAGES.teamIdsMax)
    .test({
      name: 'distinct',
      message: LEAGUE_ENTRY_MESSAGES.teamIdsDuplicate,
      test: (ids) => ids === undefined || new Set(ids).size === ids.length,
    }),
});
export type LeagueTeamIdsPayload = InferType<typeof leagueTeamIdsSchema>;

/** POST /api/league/admin/league/{id}/placeholderTeam: a placeholder team (spoType 9) such as "토요리그 1위", added to the league. */
export const placeholderTeamSchema = yup.object({
  teamName: yup.string().trim().required(LEAGUE_ENTRY_MESSAGES.placeholderNameRequired).max(PLACEHOLDER_TEAM_NAME_MAX),
});
export type PlaceholderTeamPayload = InferType<typeof placeholderTeamSchema>;

/** PATCH /api/league/admin/league/{id}/approveApply and /rejectApply: userId is the applicant (checked against the application). */
export const leagueApplyDecisionSchema = yup.object({
  requestId: idField().required(),
  userId: idField().required(),
});
export type LeagueApplyDecisionPayload = InferType<typeof leagueApplyDecisionSchema>;

/** POST /api/league/team/{teamId}/apply: a team manager applies to a league. */
export const leagueApplySchema = yup.object({
  leagueId: idField().required(),
  memo: yup.string().trim().nullable().optional().max(LEAGUE_APPLY_MEMO_MAX),
});
export type LeagueApplyPayload = InferType<typeof leagueApplySchema>;

/** GET /api/team/admin/search/name?searchName= */
export const teamNameSearchSchema = yup.object({
  searchName: yup.string().trim().required(LEAGUE_ENTRY_MESSAGES.searchNameRequired).max(50),
});
export type TeamNameSearchQuery = InferType<typeof teamNameSearchSchema>;

/**
 * POST /api/league/admin/league/{id}/apply: a league manager enters a team's application received
 * outside the site (by phone, on paper). It joins the applications list awaiting a decision, or with
 * approve: true is approved at once (the team joins the league) with the application on record.
 */
export const leagueAdminApplySchema = yup.object({
  teamId: idField().required('신청할 팀을 선택해 주세요.'),
  memo: yup.string().trim().nullable().optional().max(LEAGUE_APPLY_MEMO_MAX),
  approve: yup.boolean().typeError('승인 여부는 true 또는 false로 보내 주세요.').default(false),
});
export type LeagueAdminApplyPayload = InferType<typeof leagueAdminApplySchema>;
