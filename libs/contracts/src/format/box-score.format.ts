import type { BattingCount, PitchingCount } from '../api/records.types';

/** Korean names of a batting line's counts, as a scoresheet heads its columns. */
export const BATTING_COUNT_LABELS: Readonly<Record<BattingCount, string>> = {
  pa: '타석',
  ab: '타수',
  r: '득점',
  h: '안타',
  b2: '2루타',
  b3: '3루타',
  hr: '홈런',
  rbi: '타점',
  bb: '볼넷',
  ibb: '고의4구',
  hbp: '사구',
  so: '삼진',
  sb: '도루',
  cs: '도루자',
  sh: '희생번트',
  sf: '희생플라이',
  gidp: '병살타',
};

/** Korean names of a pitching line's counts (outs are shown as innings). */
export const PITCHING_COUNT_LABELS: Readonly<Record<PitchingCount, string>> = {
  outs: '이닝',
  bf: '타자',
  pitches: '투구수',
  h: '피안타',
  hr: '피홈런',
  r: '실점',
  er: '자책',
  bb: '볼넷',
  hbp: '사구',
  so: '삼진',
  wp: '폭투',
  bk: '보크',
};
