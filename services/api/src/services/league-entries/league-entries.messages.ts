/** The Korean messages of the league entries module (teams in leagues, league applications). */
export const LEAGUE_ENTRY_ERRORS = {
  teamNotFound: (ids: readonly number[]) => `찾을 수 없는 팀입니다 (팀 번호 ${ids.join(', ')}).`,
  alreadyInLeague: (names: readonly string[]) => `이미 이 리그에 등록된 팀입니다: ${names.join(', ')}`,
  notInLeague: (names: readonly string[]) => `이 리그의 참가팀이 아닙니다: ${names.join(', ')}`,
  hasGames: (names: readonly string[]) => `이 리그에 경기 일정이 있는 팀은 뺄 수 없습니다: ${names.join(', ')}. 일정을 먼저 정리해 주세요.`,
  leagueNotInSeason: '이 시즌의 리그가 아닙니다.',
  applyLeagueUnknown: '신청할 리그를 찾을 수 없습니다.',
  applyLeagueClosed: '참가 신청을 받지 않는 리그입니다. 진행 중인 시즌의 리그에만 신청할 수 있습니다.',
  applyAlreadyMember: '이미 이 리그에 참가 중인 팀입니다.',
  applyAlreadyOpen: '이미 이 리그에 참가 신청을 했습니다. 리그 관리자의 처리를 기다려 주세요.',
  applyPlaceholder: '임시 팀은 리그에 참가 신청을 할 수 없습니다.',
  applyNotFound: '리그 참가 신청을 찾을 수 없습니다.',
  applyDecided: '이미 처리된 참가 신청입니다.',
  enterSeasonEnded: '시즌이 끝난 리그에는 참가 신청을 등록할 수 없습니다.',
  enterAlreadyMember: (teamName: string) => `${teamName} 팀은 이미 이 리그에 참가 중입니다.`,
  enterAlreadyOpen: (teamName: string) => `${teamName} 팀의 참가 신청이 이미 대기 중입니다. 대기 중인 신청을 승인하거나 거절해 주세요.`,
  applyWrongUser: '신청한 회원(userId)이 참가 신청과 맞지 않습니다.',
} as const;

export const WITHDRAWN_MEMBER = '(탈퇴한 회원)';
