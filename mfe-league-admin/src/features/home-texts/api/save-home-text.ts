import { apiClient } from '@dugout/auth';
import type { DefaultContents, DefaultContentsForm, IntroLabel } from '@dugout/contracts';
import { homeTextPath } from './get-home-text';

/** PUT /api/league/board/{main}/default/home/{label}/contents (grade 1): the HTML is sanitized on the server. */
export const saveHomeText = (mainId: number, label: IntroLabel, form: DefaultContentsForm): Promise<DefaultContents> =>
  apiClient.put<DefaultContents>(homeTextPath(mainId, label), form);
