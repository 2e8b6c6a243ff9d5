import { defineCodes } from './code-set';

/**
 * State of a team join request. The spec shows 1 and 3; 2 is the approved state (joining
 * completes on approval), labelled here so an old approved row still reads sensibly.
 */
export const RequestState = { Pending: 1, Approved: 2, Rejected: 3 } as const;
export type RequestState = (typeof RequestState)[keyof typeof RequestState];
export const requestStates = defineCodes<RequestState>([1, 2, 3], {
  1: '승인 대기',
  2: '승인 완료',
  3: '거절',
});
