import type { InferType } from 'yup';
import { ROSTER_STATUSES, type RosterStatus } from '../api/team-roster.types';
import { batThrws, positions, teamRoles, type BatThrw, type Position, type TeamRole } from '../enums';
import { idField, memberOf, numberField } from './fields';
import { yup } from './korean-yup';
import { VALIDATION_LIMITS as L } from './validation-limits';

export const TEAM_ROSTER_MESSAGES = {
  backnumberFormat: `등번호는 숫자 ${L.backnumberMaxDigits}자리 이내로 입력해 주세요.`,
  teamRoleRequired: '구분을 선택해 주세요.',
  positionRequired: '포지션을 선택해 주세요.',
  batThrwRequired: '투타를 선택해 주세요.',
  statusChoice: '상태는 활동 또는 휴면 중에서 골라 주세요.',
  playerRequired: '엔트리에 추가할 선수를 선택해 주세요.',
} as const;

const M = TEAM_ROSTER_MESSAGES;

/** PATCH /api/team/{id}/player/{pid}: the player's team data. An empty back number clears it. */
export const teamPlayerUpdateSchema = yup.object({
  backnumber: yup
    .string()
    .trim()
    .transform((value: string | null | undefined) => (value === '' ? null : value))
    .nullable()
    .defined()
    .matches(new RegExp(`^\\d{1,${L.backnumberMaxDigits}}$`), { message: M.backnumberFormat, excludeEmptyString: true }),
  teamRole: numberField<TeamRole>().required(M.teamRoleRequired).typeError(M.teamRoleRequired).test(memberOf(teamRoles.codes)),
  position: yup.string<Position>().trim().required(M.positionRequired).test(memberOf(positions.codes)),
  batThrw: numberField<BatThrw>().required(M.batThrwRequired).typeError(M.batThrwRequired).test(memberOf(batThrws.codes)),
});
export type TeamPlayerUpdatePayload = InferType<typeof teamPlayerUpdateSchema>;

/** GET /api/team/{id}/admin/players?status=active|dormant (none: everyone). */
export const teamRosterQuerySchema = yup.object({
  status: yup
    .string<RosterStatus>()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .oneOf([...ROSTER_STATUSES], M.statusChoice)
    .optional(),
});
export type TeamRosterQuery = InferType<typeof teamRosterQuerySchema>;

/** PATCH /api/team/{id}/entry/{leagueId} {playerId}: add a roster player to the league's entry. */
export const teamEntryAddSchema = yup.object({
  playerId: idField().required(M.playerRequired).typeError(M.playerRequired),
});
export type TeamEntryAddPayload = InferType<typeof teamEntryAddSchema>;
