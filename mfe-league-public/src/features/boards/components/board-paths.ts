import type { LeaguePaths } from '@dugout/contracts';

// leaguePaths has no write address yet (it belongs in libs/contracts); built from boardHome meanwhile.
export const boardWritePath = (paths: LeaguePaths, label: string) => `${paths.boardHome(label)}/write`;
