import {
  DEFAULT_BAT_THRW,
  DEFAULT_GENDER,
  DEFAULT_PRO_TYPE,
  DEFAULT_PRO_TYPE_MIDDLE,
  DEFAULT_TEAM_ROLE,
  type Gender,
  type JoinTeamPayload,
  type Position,
  type UserAccount,
  type UserPlayer,
} from '@dugout/contracts';

/** The join form's values as the inputs hold them (codes as text), with the ids the contract's schema checks too. */
export interface JoinTeamValues {
  teamId: number;
  userId: number;
  playerId: number | null;
  teamRole: string;
  playerName: string;
  birthday: string;
  gender: Gender | '';
  phone: string;
  middleSchool: string;
  schoolName: string;
  address1: string;
  position: Position | '';
  batThrw: string;
  proType: string;
  proTypeMiddle: string;
  backnumber: string;
  agreeThirdParty: boolean;
}

/**
 * Spec section 4: prefilled from the member's player record, else from his own data; defaults
 * teamRole 7, proTypeMiddle 0, proType 0, batThrw 11, gender M.
 */
export function joinTeamInitialValues(teamId: number, userId: number, player: UserPlayer | null, account: UserAccount | undefined): JoinTeamValues {
  return {
    teamId,
    userId,
    playerId: player?.playerId ?? null,
    teamRole: String(DEFAULT_TEAM_ROLE),
    playerName: player?.playerName ?? account?.username ?? '',
    birthday: player?.birthday ?? account?.birthday ?? '',
    gender: player?.gender ?? account?.gender ?? DEFAULT_GENDER,
    phone: player?.phone ?? account?.phone ?? '',
    middleSchool: player?.middleSchool ?? '',
    schoolName: player?.school ?? '',
    address1: player?.address1 ?? '',
    position: player?.position ?? '',
    batThrw: String(player?.batThrw ?? DEFAULT_BAT_THRW),
    proType: String(player?.proType ?? DEFAULT_PRO_TYPE),
    proTypeMiddle: String(player?.proTypeMiddle ?? DEFAULT_PRO_TYPE_MIDDLE),
    backnumber: '',
    agreeThirdParty: false,
  };
}

/** The payload of POST /api/team/{id}/join from valid form values. */
export function toJoinPayload(values: JoinTeamValues): JoinTeamPayload {
  return {
    teamId: values.teamId,
    userId: values.userId,
    playerId: values.playerId,
    teamRole: Number(values.teamRole) as JoinTeamPayload['teamRole'],
    playerName: values.playerName.trim(),
    birthday: values.birthday.trim(),
    gender: values.gender as Gender,
    phone: values.phone.trim(),
    middleSchool: values.middleSchool.trim(),
    schoolName: values.schoolName.trim(),
    address1: values.address1.trim(),
    position: values.position as Position,
    batThrw: Number(values.batThrw) as JoinTeamPayload['batThrw'],
    proType: Number(values.proType) as JoinTeamPayload['proType'],
    proTypeMiddle: Number(values.proTypeMiddle) as JoinTeamPayload['proTypeMiddle'],
    backnumber: values.backnumber.trim() || null,
  };
}
