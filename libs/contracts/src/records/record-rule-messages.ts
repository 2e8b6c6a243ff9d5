import type { GameSide } from '../enums/game.enum';

/** How the box-score messages name a side. */
export const RECORD_SIDE_LABELS: Readonly<Record<GameSide, string>> = { visit: '원정 팀', home: '홈 팀' };

/**
 * The Korean messages of the box-score rules, one copy for every checker: checkBoxScore (the
 * entry form, the API before every record it writes) and the season file's references.
 */
export const RECORD_RULE_MESSAGES = {
  notNonNegativeInteger: '0 이상의 정수를 입력해 주세요.',
  noRecord: '경기 기록이 없습니다.',
  battingNotList: '타격 기록은 목록이어야 합니다.',
  pitchingNotList: '투구 기록은 목록이어야 합니다.',
  noLineScore: '이닝별 점수가 없습니다.',
  lineScoreRequired: '이닝별 점수를 입력해 주세요. (몰수·기권·노게임만 비울 수 있습니다.)',
  badPitchingLine: '투구 기록이 올바르지 않습니다.',
  winSaveOnWinner: '승리·세이브 투수는 이긴 팀 투수여야 합니다.',
  lossOnLoser: '패전 투수는 진 팀 투수여야 합니다.',
  oneWin: '승리 투수는 한 명뿐입니다.',
  oneLoss: '패전 투수는 한 명뿐입니다.',
  oneSave: '세이브 투수는 한 명뿐입니다.',
  noWinnerUnfinished: '끝나지 않은 경기에는 승리 팀이 없습니다.',
  xOnlyLastHomeInning: 'X(공격 안 함)는 홈 팀의 마지막 이닝에만 쓸 수 있습니다.',
  homeInningsNeedVisit: '홈 팀 이닝 점수가 있으면 원정 팀 이닝 점수도 있어야 합니다.',
  batterTwice: '같은 선수가 타자 명단에 두 번 있습니다.',
  pitcherTwice: '같은 투수가 투수 명단에 두 번 있습니다.',
  notOnRoster: '이 팀 소속 선수가 아닙니다.',
  oneStarter: '선발 투수는 등판 순서 1인 투수 한 명뿐입니다.',
  homeInnings: (home: number, visit: number) => `홈 팀 이닝 수(${home})는 원정 팀 이닝 수(${visit})와 같거나 하나 적어야 합니다.`,
  lineScoreTotal: (side: GameSide, total: number, runs: number) =>
    `${RECORD_SIDE_LABELS[side]} 이닝별 점수 합계(${total})가 득점(${runs})과 다릅니다.`,
  sideHits: (side: GameSide, hits: number, battersHits: number) => `${RECORD_SIDE_LABELS[side]} 안타(${hits})가 타자 안타 합계(${battersHits})와 다릅니다.`,
  slotTwice: (batNum: number, subOrder: number) => `${batNum}번 타순의 ${subOrder}번째 선수가 두 번 있습니다.`,
  orderTwice: (order: number) => `등판 순서 ${order}이(가) 두 번 있습니다.`,
} as const;
