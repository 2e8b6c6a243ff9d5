/** The Korean refusals of the participation agreements. */
export const AGREEMENT_ERRORS = {
  seasonNotInLeague: '이 리그의 시즌이 아닙니다.',
  notWritten: '이 시즌의 참가 서약서가 아직 작성되지 않았습니다.',
  notPlaying: '이 시즌 리그에 등록된 선수만 참가 서약서에 서명할 수 있습니다.',
  nameMismatch: (names: readonly string[]) => `서명한 이름이 등록된 선수 이름(${names.join(', ')})과 일치하지 않습니다.`,
  alreadySigned: '이미 이 시즌의 참가 서약서에 서명했습니다.',
  notSigned: '이 시즌의 참가 서약서에 서명한 기록이 없습니다.',
} as const;
