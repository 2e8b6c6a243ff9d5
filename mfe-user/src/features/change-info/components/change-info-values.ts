import type { Gender, UserAccount, UserPlayer } from '@dugout/contracts';

/** The form's values: text as typed, coded selects as their code's text. */
export interface ChangeInfoValues {
  username: string;
  phone: string;
  birthday: string;
  gender: Gender;
  middleSchool: string;
  school: string;
  address1: string;
  proTypeMiddle: string;
  proType: string;
  batThrw: string;
  position: string;
}

const PLAYER_FIELDS = ['middleSchool', 'school', 'address1', 'proTypeMiddle', 'proType', 'batThrw', 'position'] as const;

/** Prefilled from the account and, when he has one, the member's player record. */
export function initialChangeInfo(user: UserAccount, player: UserPlayer | null): ChangeInfoValues {
  return {
    username: user.username,
    phone: user.phone,
    birthday: user.birthday,
    gender: user.gender,
    middleSchool: player?.middleSchool ?? '',
    school: player?.school ?? '',
    address1: player?.address1 ?? '',
    proTypeMiddle: String(player?.proTypeMiddle ?? 0),
    proType: String(player?.proType ?? 0),
    batThrw: player?.batThrw === null || player?.batThrw === undefined ? '' : String(player.batThrw),
    position: player?.position ?? '',
  };
}

/** The multipart fields: the player's are sent only when the member has a player record. */
export function changeInfoFields(values: ChangeInfoValues, hasPlayer: boolean): Record<string, string> {
  const { username, phone, birthday, gender } = values;
  const fields: Record<string, string> = { username, phone, birthday, gender };
  if (hasPlayer) for (const name of PLAYER_FIELDS) fields[name] = values[name];
  return fields;
}
