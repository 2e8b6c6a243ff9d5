import { LINEUP_POSITIONS, type LineupPosition } from '../schemas/game-lineup.schema';
import { defineCodes } from './code-set';

/** The lineup's positions (the nine fielders and the DH) with their Korean names. */
export const lineupPositions = defineCodes<LineupPosition>(LINEUP_POSITIONS, {
  P: '투수',
  C: '포수',
  '1B': '1루수',
  '2B': '2루수',
  '3B': '3루수',
  SS: '유격수',
  LF: '좌익수',
  CF: '중견수',
  RF: '우익수',
  DH: '지명타자',
});
