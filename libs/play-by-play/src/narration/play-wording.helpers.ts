import type { BattedBall, FieldPosition, LineupPosition, PitchType, PlateAppearanceResult } from '../model/game-event.types';

export const POSITION_NAMES: Record<LineupPosition, string> = {
  1: '투수',
  2: '포수',
  3: '1루수',
  4: '2루수',
  5: '3루수',
  6: '유격수',
  7: '좌익수',
  8: '중견수',
  9: '우익수',
  10: '지명타자',
};

export const positionName = (position: number): string => POSITION_NAMES[position as LineupPosition] ?? `${position}번 위치`;

/** 1-3 → '1루'…, 4 → '홈'. */
export const baseName = (base: number): string => (base >= 4 ? '홈' : `${base}루`);

/** Throw chain as on the score sheet: [6, 4, 3] → '6-4-3'. */
export const chainText = (fielders: readonly number[]): string => fielders.join('-');

const PITCH_NAMES: Record<PitchType, string> = {
  ball: '볼',
  calledStrike: '스트라이크',
  swingingStrike: '헛스윙',
  foul: '파울',
  foulTip: '파울팁',
  foulBunt: '번트 파울',
  foulTipOnBunt: '번트 파울팁',
  missedBunt: '번트 헛스윙',
  inPlay: '타격',
  hitByPitch: '몸에 맞는 공',
  intentionalBall: '고의 볼',
  pitchout: '피치아웃',
  swingingOnPitchout: '피치아웃 헛스윙',
  foulOnPitchout: '피치아웃 파울',
  inPlayOnPitchout: '피치아웃 타격',
  automaticStrike: '자동 스트라이크',
  automaticBall: '자동 볼',
  strikeUnknown: '스트라이크',
  noPitch: '노피치',
  unknown: '알 수 없음',
};

export const pitchName = (pitch: PitchType): string => PITCH_NAMES[pitch];

/** Pitches the pitcher actually threw (numbered "n구"); automatic balls and strikes are not thrown. */
export const isThrownPitch = (pitch: PitchType): boolean => pitch !== 'noPitch' && pitch !== 'automaticBall' && pitch !== 'automaticStrike';

/** Where a batted ball went, from the scoring-diagram location ("78XD") or, without one, the fielder. */
interface Where {
  /** 7, 78, 8, 89, 9 … or an infield zone. */
  zone: string;
  line: boolean;
  deep: boolean;
  foul: boolean;
}

function where(ball: BattedBall | undefined): Where | null {
  const match = /^(\d+)([A-Z]*)/.exec(ball?.location ?? '');
  if (!match) return null;
  const suffix = match[2];
  return { zone: match[1], line: suffix.includes('L'), deep: suffix.includes('D'), foul: suffix.includes('F') };
}

const OUTFIELD_ZONE: Record<string, string> = { '7': '좌익수', '78': '좌중간', '8': '중견수', '89': '우중간', '9': '우익수' };
const HOME_RUN_ZONE: Record<string, string> = { '7': '좌월', '78': '좌중월', '8': '중월', '89': '우중월', '9': '우월' };
const INFIELD_GAP: Record<string, string> = { '56': '3유간', '34': '1,2루간', '6': '유격수', '4': '2루수', '5': '3루수', '3': '1루수', '1': '투수', '2': '포수' };

/**
 * Direction of a hit: '좌익수 앞', '좌중간', '좌익선상', '유격수 앞' (with the kind of hit '내야안타' for an infielder).
 * `bases` 1-3 (4 = home run: '좌월', '우중월' …).
 */
export function hitDirection(bases: number, fielders: readonly FieldPosition[] | undefined, ball: BattedBall | undefined): string {
  const w = where(ball);
  const fielder = fielders?.[0];
  if (bases === 4) {
    const zone = w?.zone ?? (fielder ? String(fielder) : '');
    if (HOME_RUN_ZONE[zone]) return HOME_RUN_ZONE[zone];
    if (zone === '7' || zone.startsWith('5')) return '좌월';
    if (zone === '9' || zone.startsWith('3')) return '우월';
    return '';
  }
  if (w && (w.zone === '7' || w.zone === '9') && w.line) return w.zone === '7' ? '좌익선상' : '우익선상';
  // A ground ball past the corner infielder down the line.
  if (w && fielder === 7 && w.zone === '5' && (w.line || bases > 1)) return '좌익선상';
  if (w && fielder === 9 && w.zone === '3' && (w.line || bases > 1)) return '우익선상';
  // An extra-base hit the corner infielder fielded went past him down the line.
  if (bases > 1 && fielder === 5) return '좌익선상';
  if (bases > 1 && fielder === 3) return '우익선상';
  if (w && (w.zone === '78' || w.zone === '89')) return OUTFIELD_ZONE[w.zone];
  const outfielder = fielder && fielder >= 7 ? fielder : w && OUTFIELD_ZONE[w.zone] && w.zone.length === 1 ? Number(w.zone) : null;
  if (outfielder) return `${positionName(outfielder)} ${bases > 1 && w?.deep ? '뒤' : '앞'}`;
  if (fielder) return `${positionName(fielder)} 앞`;
  if (w && INFIELD_GAP[w.zone]) return INFIELD_GAP[w.zone].endsWith('간') ? INFIELD_GAP[w.zone] : `${INFIELD_GAP[w.zone]} 앞`;
  return '';
}

/** Whether the hit stayed in the infield (fielded by 1-6). */
export function isInfieldHit(fielders: readonly FieldPosition[] | undefined, ball: BattedBall | undefined): boolean {
  const fielder = fielders?.[0];
  if (fielder) return fielder <= 6;
  const w = where(ball);
  return !!w && !OUTFIELD_ZONE[w.zone] && !!INFIELD_GAP[w.zone];
}

export const HIT_NOUNS: Partial<Record<PlateAppearanceResult, string>> = {
  single: '안타',
  double: '2루타',
  groundRuleDouble: '인정 2루타',
  triple: '3루타',
};

/** '솔로', '투런', '쓰리런', '만루' by the runs of a home run. */
export const homeRunKind = (runs: number): string => ['솔로', '솔로', '투런', '쓰리런', '만루'][Math.min(Math.max(runs, 1), 4)];

/** Kind of an out by the batted ball: '땅볼', '플라이', '파울플라이', '라인드라이브', '번트'. */
export function outKind(ball: BattedBall | undefined, foul: boolean | undefined, chainLength: number): string {
  const type = ball?.type;
  const isFoul = !!foul || !!where(ball)?.foul;
  switch (type) {
    case 'ground':
      return '땅볼';
    case 'line':
      return '라인드라이브';
    case 'fly':
    case 'popUp':
      return isFoul ? '파울플라이' : '플라이';
    case 'bunt':
    case 'groundBunt':
      return '번트';
    case 'popBunt':
      return '번트 플라이';
    case 'lineBunt':
      return '번트 라인드라이브';
    default:
      if (isFoul) return '파울플라이';
      return chainLength > 1 ? '땅볼' : '플라이';
  }
}

/** Whether the ball was hit on the ground (a runner ahead of the batter can be forced). */
export const isGroundBall = (ball: BattedBall | undefined, chainLength: number): boolean =>
  ball?.type ? ball.type === 'ground' || ball.type === 'bunt' || ball.type === 'groundBunt' : chainLength > 1;
