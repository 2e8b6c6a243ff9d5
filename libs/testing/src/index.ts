export { answerFrom, deferred, fail, fakeFetch, networkError, ok, serveFakeApi } from './fake-fetch';
export type { ApiCall, ApiHandler, ApiReply, FakeFetch } from './fake-fetch';
export {
  createGameOrder,
  createLeague,
  createLeagueBase,
  createLineupEntry,
  createLoginResponse,
  createScheduleItem,
  createSeason,
  createSession,
  createStanding,
  createTeamEntry,
} from './data-generators';
export type { LineupEntryOverrides, ScheduleItemOverrides, ScheduleSideOverride, TeamEntryOverrides } from './data-generators';
