/** The Korean refusals of joining and leaving teams (spec section 8, join request messages). */
export const TEAM_JOIN_ERRORS = {
  requestNotFound: '가입 신청을 찾을 수 없습니다.',
  alreadyRequested: '이미 이 팀에 가입 신청을 했습니다. 팀 관리자의 승인을 기다려 주세요.',
  alreadyDecided: '이미 처리된 가입 신청입니다.',
  notOwnRequest: '본인의 가입 신청만 할 수 있습니다.',
  teamMismatch: '신청하는 팀이 주소의 팀과 다릅니다.',
  notOwnPlayer: '본인의 선수 정보가 아닙니다. 화면을 새로 고친 뒤 다시 신청해 주세요.',
  notOnRoster: '소속되어 있지 않은 팀입니다.',
} as const;

export const WITHDRAWN_MEMBER = '(탈퇴한 회원)';
