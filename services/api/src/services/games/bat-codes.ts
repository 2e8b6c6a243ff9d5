/**
 * Plate-appearance result codes of a Korean scorebook (GET /api/game/batcode), with the labels
 * the scorer's screen shows. Hits, outs in play, walks and the like; the box-score columns are
 * counts of these.
 */
export interface BatCode {
  code: string;
  label: string;
}

export const BAT_CODES: readonly BatCode[] = Object.freeze([
  { code: '1B', label: '안타' },
  { code: '2B', label: '2루타' },
  { code: '3B', label: '3루타' },
  { code: 'HR', label: '홈런' },
  { code: 'BB', label: '볼넷' },
  { code: 'IBB', label: '고의4구' },
  { code: 'HBP', label: '몸에 맞는 공' },
  { code: 'SO', label: '삼진' },
  { code: 'GO', label: '땅볼 아웃' },
  { code: 'FO', label: '뜬공 아웃' },
  { code: 'LO', label: '직선타 아웃' },
  { code: 'GIDP', label: '병살타' },
  { code: 'SH', label: '희생번트' },
  { code: 'SF', label: '희생플라이' },
  { code: 'E', label: '실책 출루' },
  { code: 'FC', label: '야수선택' },
  { code: 'IF', label: '타격방해' },
].map((entry) => Object.freeze(entry)));
