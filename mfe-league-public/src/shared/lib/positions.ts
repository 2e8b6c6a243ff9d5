import { positions } from '@dugout/contracts';

/** Field positions of lineups and box scores (P, C, 1B ... DH, PH, PR). */
const FIELD_POSITION_LABELS: Record<string, string> = {
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
  PH: '대타',
  PR: '대주자',
};

/** Korean label of a lineup or player position; the code itself when unknown, '' when empty. */
export function positionLabel(code: string | null | undefined): string {
  if (!code) return '';
  return FIELD_POSITION_LABELS[code] ?? (positions.label(code) || code);
}
