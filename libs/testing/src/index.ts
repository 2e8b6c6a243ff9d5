export { answerFrom, deferred, fail, fakeFetch, networkError, ok, serveFakeApi } from './fake-fetch';
export type { ApiCall, ApiHandler, ApiReply, FakeFetch } from './fake-fetch';
export { stubEditorLayout } from './editor-layout';
export { mockScreenWidth } from './match-media';
export type { FakeScreen } from './match-media';
export {
  createAuditEntry,
  createGameOrder,
  createLeagueManager,
  createLeagueManagerCheck,
  createLeague,
  createLeagueBase,
  createLineupEntry,
  createLoginResponse,
  createManagerRequest,
  createScheduleItem,
  createGameAdminRow,
  createScorerGameRow,
  createSeason,
  createSession,
  createStanding,
  createTeamEntry,
  createTeamManagerCheck,
} from './data-generators';
export type { LineupEntryOverrides, ScheduleItemOverrides, ScheduleSideOverride, TeamEntryOverrides } from './data-generators';
export { createBoard, createPostComment, createPostList, createPostListItem, createPostView } from './board-generators';
export { FakeEventSource } from './fake-event-source';
