import { apiClient } from '@dugout/auth';
import type { LeagueImageKind, LeagueImageSaved } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PUT /api/league/main/{id}/image/{kind}: one image (multipart), stored and resized by the server. */
export function uploadLeagueImage(mainId: number, kind: LeagueImageKind, file: File): Promise<LeagueImageSaved> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.put<LeagueImageSaved>(apiPath('league', 'main', mainId, 'image', kind), body);
}
