import { apiClient, useApiSWR } from '@dugout/auth';
import type { DefaultContentKind, DefaultContents } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** The league home texts: the introduction and the regulations (kind `home`). */
export type HomeTextLabel = 'intro' | 'regulation';

export const defaultContentsPath = (path: string, kind: DefaultContentKind, label: string) =>
  apiPath('league', 'board', path, 'default', kind, label, 'contents');

/** GET /api/league/board/{path}/default/{kind}/{label}/contents: sanitized HTML, '' when nothing is written yet. */
export const getDefaultContents = (path: string, kind: DefaultContentKind, label: string): Promise<DefaultContents> =>
  apiClient.get<DefaultContents>(defaultContentsPath(path, kind, label));

/** The league's introduction or regulations, written by its head managers in the admin area (editHome/{label}). */
export const useHomeText = (path: string, label: HomeTextLabel) =>
  useApiSWR<DefaultContents>(defaultContentsPath(path, 'home', label), { shouldRetryOnError: false, revalidateOnFocus: false });
