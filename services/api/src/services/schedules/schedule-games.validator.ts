import { LeagueManagerGrade, hasLeagueRole, type League, type ScheduleGameInput, type Season } from '@dugout/contracts';
import type { LeagueManagerRow } from '../../repositories/leagues/leagues.repository';

export const SCHEDULE_ERRORS = {
  gameNotFound: '경기를 찾을 수 없습니다.',
  leagueNotFound: '리그를 찾을 수 없습니다.',
  leagueOfOtherMain: '이 리그 운영에 속한 리그가 아닙니다.',
  leagueOfOtherSeason: '같은 시즌의 리그만 선택할 수 있습니다.',
  outsideSeason: (season: Pick<Season, 'beginDate' | 'endDate'>) =>
    `경기 일시는 시즌 기간(${season.beginDate} ~ ${season.endDate}) 안이어야 합니다.`,
  teamNotInLeague: '선택한 리그에 참가한 팀이 아닙니다.',
  groundNotFound: '이 리그 운영의 구장이 아닙니다.',
  writerNotAllowed: '기록 입력 권한이 있는 관리자만 기록원으로 지정할 수 있습니다.',
  lockedGame: '재개를 기다리는 서스펜디드 경기는 시즌·리그·경기명·팀을 바꿀 수 없습니다.',
  hasRecord: '경기 기록이 있는 경기는 삭제할 수 없습니다.',
  alreadyCancelled: '이미 취소된 경기입니다.',
  cancelledGame: '취소된 경기는 서스펜디드로 지정할 수 없습니다.',
  alreadySuspended: '이미 서스펜디드로 지정된 경기입니다.',
  notSuspended: '서스펜디드로 지정된 경기가 아닙니다.',
  suspendNeedsTeams: '두 팀이 정해진 경기만 서스펜디드로 지정할 수 있습니다.',
  finishedGame: '경기가 끝난(승리 유형이 있는) 경기는 서스펜디드로 지정할 수 없습니다.',
  tooManyGames: (max: number) => `한 번에 등록할 수 있는 경기는 ${max}개까지입니다.`,
} as const;

/** A game's field errors, keyed by the payload's field names. */
export type GameFieldErrors = Record<string, string>;

/** What the checks of a main's games need, read once per call. */
export interface ScheduleCheckContext {
  mainId: number;
  leagues: Map<number, League>;
  seasons: Map<number, Season>;
  /** `${leagueId}:${teamId}` of the teams on the leagues' team lists. */
  leagueTeams: Set<string>;
  groundIds: Set<number>;
  writerIds: Set<number>;
}

/** Members who may enter records: grade 1, grade 5 or the leagueGame role flag. */
export function isGameWriter(manager: Pick<LeagueManagerRow, 'grade' | 'roles'>): boolean {
  return manager.grade === LeagueManagerGrade.Head || hasLeagueRole(manager, 'leagueGame');
}

/** 'yyyy-MM-dd HH:mm' in Korean time as the instant. */
export function scheduleInstant(time: string): Date {
  return new Date(`${time.slice(0, 10)}T${time.slice(11, 16)}:00+09:00`);
}

/** The checks that need the database, on one game (after the contracts schema). */
export function checkScheduleGame(game: ScheduleGameInput, context: ScheduleCheckContext): GameFieldErrors {
  const errors: GameFieldErrors = {};
  const league = context.leagues.get(game.leagueId);
  const season = league ? context.seasons.get(league.seasonId) : undefined;
  if (!league || !season) return { leagueId: SCHEDULE_ERRORS.leagueNotFound };
  if (season.mainId !== context.mainId) return { leagueId: SCHEDULE_ERRORS.leagueOfOtherMain };
  const day = game.scheduleTime.slice(0, 10);
  if (day < season.beginDate || day > season.endDate) errors['scheduleTime'] = SCHEDULE_ERRORS.outsideSeason(season);
  for (const side of ['visit', 'home'] as const) {
    const teamId = side === 'visit' ? game.visitTeamId : game.homeTeamId;
    const interleague = side === 'visit' ? game.visitTeamInterleague : game.homeTeamInterleague;
    const guestLeagueId = (side === 'visit' ? game.visitTeamLeagueId : game.homeTeamLeagueId) ?? null;
    let sideLeague = game.leagueId;
    if (interleague && guestLeagueId !== null) {
      const guest = context.leagues.get(guestLeagueId);
      if (!guest || guest.seasonId !== league.seasonId) {
        errors[`${side}TeamLeagueId`] = SCHEDULE_ERRORS.leagueOfOtherSeason;
        continue;
      }
      sideLeague = guestLeagueId;
    }
    if (teamId !== null && !context.leagueTeams.has(`${sideLeague}:${teamId}`)) errors[`${side}TeamId`] = SCHEDULE_ERRORS.teamNotInLeague;
  }
  if (game.groundId !== null && game.groundId !== undefined && !context.groundIds.has(game.groundId)) errors['groundId'] = SCHEDULE_ERRORS.groundNotFound;
  if (game.writerId !== null && game.writerId !== undefined && !context.writerIds.has(game.writerId)) errors['writerId'] = SCHEDULE_ERRORS.writerNotAllowed;
  return errors;
}
