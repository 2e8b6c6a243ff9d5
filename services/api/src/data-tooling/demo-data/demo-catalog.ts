import type { SeasonFileLeagueSettings } from '../season-file';

/**
 * The two demo league mains (/league/gangdong and /league/gangseo): names, neighbourhoods the
 * teams come from, the park fields they play on and the competition rules the simulator uses.
 */

export interface DemoLeagueDefinition {
  /** Short code used in keys. */
  code: string;
  leagueName: string;
  /** Days of the week the league plays (0 Sunday, 6 Saturday). */
  weekdays: readonly number[];
}

export interface DemoGameRules {
  regulationInnings: number;
  /** No new inning starts after this many minutes (amateur fields are booked in 2.5-hour slots). */
  timeLimitMinutes: number;
  /** Called game (콜드게임): a lead of `lead` runs after `afterInning` complete innings ends it. */
  mercy: readonly { afterInning: number; lead: number }[];
  /** Extra innings with runners on first and second (승부치기) after a level regulation game. */
  tiebreakInnings: number;
  /** Complete innings that make a rain-called game official (강우콜드); fewer is 노게임. */
  officialInnings: number;
}

export interface DemoMainDefinition {
  leaguePath: string;
  mainName: string;
  /** Prefix of every team, player and ground key of this main. */
  keyPrefix: string;
  neighbourhoods: readonly string[];
  grounds: readonly string[];
  leagues: readonly [DemoLeagueDefinition, DemoLeagueDefinition];
  /** 1부/2부 leagues swap their last and first teams between seasons. */
  promotion: boolean;
  settings: SeasonFileLeagueSettings;
  rules: DemoGameRules;
}

const SEVEN_INNING_RULES = {
  regulationInnings: 7,
  timeLimitMinutes: 110,
  mercy: [
    { afterInning: 3, lead: 15 },
    { afterInning: 5, lead: 10 },
  ],
  officialInnings: 4,
} as const;

/** What both demo leagues' record settings share (a forfeit is shown 7:0, the usual 7-inning league rule). */
const SEVEN_INNING_SETTINGS = {
  pointsDraw: 1,
  pointsLoss: 0,
  batterQualifyMultiplier: 2,
  pitcherQualifyMultiplier: 0.8,
  forfeitRuns: 7,
  regulationInnings: 7,
} as const satisfies SeasonFileLeagueSettings;

export const DEMO_MAINS: readonly DemoMainDefinition[] = [
  {
    leaguePath: 'gangdong',
    mainName: '강동 베이스볼 리그',
    keyPrefix: 'gd',
    neighbourhoods: [
      '천호', '성내', '길동', '둔촌', '명일', '고덕', '상일', '암사', '강일', '하일',
      '풍납', '미사', '오금', '방이', '거여', '마천', '가락', '문정', '잠실', '광나루',
    ],
    grounds: [
      '광나루한강공원 야구장',
      '고덕 생활체육 야구장',
      '암사 생태공원 야구장',
      '미사 조정공원 야구장',
      '탄천 유수지 야구장',
    ],
    leagues: [
      { code: 'sat', leagueName: '토요리그', weekdays: [6] },
      { code: 'sun', leagueName: '일요리그', weekdays: [0] },
    ],
    promotion: false,
    settings: { ...SEVEN_INNING_SETTINGS, pointsWin: 3, eraBaseInnings: 9 },
    rules: { ...SEVEN_INNING_RULES, tiebreakInnings: 2 },
  },
  {
    leaguePath: 'gangseo',
    mainName: '강서 베이스볼 리그',
    keyPrefix: 'gs',
    neighbourhoods: [
      '화곡', '등촌', '가양', '발산', '방화', '염창', '마곡', '공항', '개화', '신월',
      '신정', '목동', '우장산', '내발산', '오곡', '과해', '김포', '부천', '당산', '양천',
    ],
    grounds: [
      '신월 야구장',
      '서남물재생센터 야구장',
      '난지한강공원 야구장',
      '가양 레포츠공원 야구장',
      '김포 걸포 야구장',
    ],
    leagues: [
      { code: 'div1', leagueName: '1부 리그', weekdays: [6, 0] },
      { code: 'div2', leagueName: '2부 리그', weekdays: [6, 0] },
    ],
    promotion: true,
    settings: { ...SEVEN_INNING_SETTINGS, pointsWin: 2, eraBaseInnings: 7 },
    // No 승부치기 here: a level game after regulation is a draw.
    rules: { ...SEVEN_INNING_RULES, tiebreakInnings: 0 },
  },
];

/** Nicknames in the style of Korean amateur clubs (pro-team style English names in Hangul). */
export const TEAM_NICKNAMES: readonly string[] = [
  '이글스', '타이거즈', '베어스', '라이온즈', '드래곤즈', '자이언츠', '트윈스', '와이번스', '히어로즈',
  '다이노스', '블루윙스', '레드삭스', '파이터스', '썬더스', '스톰', '팔콘스', '샤크스', '레인저스',
  '마린스', '파이리츠', '카디널스', '브레이브스', '호크스', '버팔로스', '스타즈', '몬스터즈', '워리어스',
  '킹스', '울브스', '블랙캣츠', '레전드', '유니콘스', '펠리컨스', '코브라스', '레이븐스', '불스',
  '비스트', '챔피언스', '레드윙스', '블루삭스', '그리즐리스', '오리올스', '로얄스', '아스트로스',
];

/** Game start times: four 2.5-hour slots a day at each field. */
export const GAME_SLOTS: readonly string[] = ['07:00', '09:30', '12:00', '14:30'];

export const RAIN_CANCEL_REASON = '우천취소';
export const FIELD_CANCEL_REASON = '구장사정';
export const DUST_CANCEL_REASON = '미세먼지';
