import { NotFoundException } from '@nestjs/common';

export const LEAGUE_MAIN_NOT_FOUND = '리그를 찾을 수 없습니다.';
export const SEASON_NOT_FOUND = '시즌을 찾을 수 없습니다.';
export const LEAGUE_NOT_FOUND = '리그를 찾을 수 없습니다.';
export const TEAM_NOT_FOUND = '팀을 찾을 수 없습니다.';
export const GAME_NOT_FOUND = '경기를 찾을 수 없습니다.';
export const MEMBER_NOT_FOUND = '회원 정보를 찾을 수 없습니다.';

/** The value, or a 404 with the message when the row was not there. */
export function found<T>(value: T | null, message: string): T {
  if (value === null) throw new NotFoundException(message);
  return value;
}
