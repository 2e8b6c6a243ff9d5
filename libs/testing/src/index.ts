export { deferred, fail, loginResponse, member, ok, serveFakeApi } from './fake-api';
export type { ApiCall, ApiHandler, ApiReply } from './fake-api';
