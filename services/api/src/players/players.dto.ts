import type { BatThrw, ProType, ProTypeMiddle, UserPlayer } from '@dugout/contracts';
import type { Player } from './player.entity';

/** The player record of a member (spec section 3, "Player of a user"). */
export function toUserPlayer(player: Player): UserPlayer {
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
