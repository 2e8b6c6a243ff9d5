import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { DefaultContents, IntroLabel } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const homeTextPath = (mainId: number, label: IntroLabel) => apiPath('league', 'board', mainId, 'default', 'home', label, 'contents');

/** GET /api/league/board/{main}/default/home/{label}/contents: the league's introduction or regulations. */
export const getHomeText = (mainId: number, label: IntroLabel): Promise<DefaultContents> =>
  apiClient.get<DefaultContents>(homeTextPath(mainId, label));

export function useHomeText(mainId: number | undefined, label: IntroLabel | undefined) {
  return useSWR<DefaultContents, ApiError>(
    mainId === undefined || label === undefined ? null : homeTextPath(mainId, label),
    () => getHomeText(mainId as number, label as IntroLabel),
    swrConfig,
  );
}
