import { boardPermissions, type BoardActionLevels } from '@dugout/contracts';

/** The board actions in the order the admin screens show them. */
export const BOARD_ACTIONS: readonly { key: keyof BoardActionLevels; label: string }[] = [
  { key: 'list', label: '목록' },
  { key: 'view', label: '보기' },
  { key: 'write', label: '쓰기' },
  { key: 'comment', label: '댓글' },
];

/** "목록 비회원 · 보기 비회원 · 쓰기 회원 · 댓글 회원" */
export const boardRolesSummary = (roles: BoardActionLevels) =>
  BOARD_ACTIONS.map(({ key, label }) => `${label} ${boardPermissions.label(roles[key])}`).join(' · ');
