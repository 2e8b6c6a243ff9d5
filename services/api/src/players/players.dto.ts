import type { BatThrw, Gender, Position, ProType, ProTypeMiddle } from '@dugout/contracts';
import type { Player } from './player.entity';

/** The player record of a member (spec section 3, "Player of a user"). */
export interface PlayerDto {
  playerId: number;
  playerName: string;
  birthday: string | null;
  gender: Gender | null;
  middleSchool: string | null;
  school: string | null;
  address1: string | null;
  phone: string | null;
  proTypeMiddle: ProTypeMiddle;
  proType: ProType;
  batThrw: BatThrw;
  position: Position | null;
}

export function toPlayerDto(player: Player): PlayerDto {
  const { playerId, playerName, birthday, gender, middleSchool, school, address1, phone, proTypeMiddle, proType, batThrw, position } =
    player;
  return {
    playerId,
    playerName,
    birthday,
    gender,
    middleSchool,
    school,
    address1,
    phone,
    // smallint columns can come back as text from some drivers
    proTypeMiddle: Number(proTypeMiddle) as ProTypeMiddle,
    proType: Number(proType) as ProType,
    batThrw: Number(batThrw) as BatThrw,
    position,
  };
}
