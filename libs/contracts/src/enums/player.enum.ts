import { defineCodes } from './code-set';

/** A member's role in a team (the join form's 구분, the approval dialog's role). */
export const TeamRole = {
  Player: 7,
  Captain: 6,
  DormantPlayer: 8,
  Director: 4,
  Coach: 5,
  Head: 1,
  Manager: 2,
  GeneralAffairs: 3,
} as const;
export type TeamRole = (typeof TeamRole)[keyof typeof TeamRole];
export const teamRoles = defineCodes<TeamRole>([7, 6, 8, 4, 5, 1, 2, 3], {
  7: '선수',
  6: '선수(주장)',
  8: '휴면 선수',
  4: '감독',
  5: '코치',
  1: '단장',
  2: '매니저',
  3: '총무',
});
export const DEFAULT_TEAM_ROLE: TeamRole = TeamRole.Player;

/** Whether the player was on an elite (school-club) roster in middle school: 선출 = 선수 출신. */
export const ProTypeMiddle = { None: 0, MiddleSchoolPro: 1, MiddleSchoolProOther: 2 } as const;
export type ProTypeMiddle = (typeof ProTypeMiddle)[keyof typeof ProTypeMiddle];
export const proTypeMiddles = defineCodes<ProTypeMiddle>([0, 1, 2], {
  0: '해당 없음',
  1: '중학교 선출',
  2: '중학교 선출(기타)',
});
export const DEFAULT_PRO_TYPE_MIDDLE: ProTypeMiddle = ProTypeMiddle.None;

/** The same for high school. */
export const ProType = { None: 0, HighSchoolPro: 1, HighSchoolProOther: 2 } as const;
export type ProType = (typeof ProType)[keyof typeof ProType];
export const proTypes = defineCodes<ProType>([0, 1, 2], {
  0: '해당 없음',
  1: '고등학교 선출',
  2: '고등학교 선출(기타)',
});
export const DEFAULT_PRO_TYPE: ProType = ProType.None;

export const Position = { Pitcher: 'P', Catcher: 'C', Infielder: 'IN', Outfielder: 'OU' } as const;
export type Position = (typeof Position)[keyof typeof Position];
export const positions = defineCodes<Position>(['P', 'C', 'IN', 'OU'], {
  P: '투수',
  C: '포수',
  IN: '내야수',
  OU: '외야수',
});

/** Throwing hand first, batting side second: 1 left, 2 right, 3 both (switch). */
export const BatThrw = {
  LeftLeft: 11,
  LeftThrowRightBat: 12,
  LeftThrowSwitch: 13,
  RightRight: 22,
  RightThrowLeftBat: 21,
  RightThrowSwitch: 23,
} as const;
export type BatThrw = (typeof BatThrw)[keyof typeof BatThrw];
export const batThrws = defineCodes<BatThrw>([11, 12, 13, 22, 21, 23], {
  11: '좌투좌타',
  12: '좌투우타',
  13: '좌투양타',
  22: '우투우타',
  21: '우투좌타',
  23: '우투양타',
});
export const DEFAULT_BAT_THRW: BatThrw = BatThrw.LeftLeft;

export const Gender = { Male: 'M', Female: 'F' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const genders = defineCodes<Gender>(['M', 'F'], { M: '남성', F: '여성' });
export const DEFAULT_GENDER: Gender = Gender.Male;
