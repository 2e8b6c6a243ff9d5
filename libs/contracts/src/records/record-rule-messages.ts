/**
 * The Korean messages of the box-score rules, one copy for every checker: the entry's checks
 * (box-score-checks), the API's record validator and the season file's references.
 */
export const RECORD_RULE_MESSAGES = {
  notNonNegativeInteger: '0 이상의 정수를 입력해 주세요.',
  noRecord: '경기 기록이 없습니다.',
  battingNotList: '타격 기록은 목록이어야 합니다.',
  pitchingNotList: '투구 기록은 목록이어야 합니다.',
  noLineScore: '이닝별 점수가 없습니다.',
  badPitchingLine: '투구 기록이 올바르지 않습니다.',
  winSaveOnWinner: '승리·세이브 투수는 이긴 팀 투수여야 합니다.',
  lossOnLoser: '패전 투수는 진 팀 투수여야 합니다.',
  oneWin: '승리 투수는 한 명뿐입니다.',
  oneLoss: '패전 투수는 한 명뿐입니다.',
  oneSave: '세이브 투수는 한 명뿐입니다.',
  noWinnerUnfinished: '끝나지 않은 경기에는 승리 팀이 없습니다.',
  homeInningsNeedVisit: '홈 팀 이닝 점수가 있으면 원정 팀 이닝 점수도 있어야 합니다.',
  batterTwice: '같은 선수의 타격 기록이 두 번 있습니다.',
  pitcherTwice: '같은 투수의 기록이 두 번 있습니다.',
  oneStarter: '선발 투수는 등판 순서 1인 투수 한 명뿐입니다.',
} as const;
