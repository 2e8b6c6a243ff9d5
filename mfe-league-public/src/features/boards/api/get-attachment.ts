import { BoardPermission, type Board } from '@dugout/contracts';
import { fetchBlob } from '../../../shared/api/fetch-blob';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/league/board/{path}/{label}/file/{attachmentId}: the attachment (images inline, other files as downloads). */
export const attachmentPath = (path: string, label: string, attachmentId: number) =>
  apiPath('league', 'board', path, label, 'file', attachmentId);

/**
 * True when the board's posts are not for everyone: its files then answer only with the Bearer
 * token, which a plain <a href> or <img src> does not carry, so they are fetched as Blobs.
 */
export const filesNeedToken = (board: Pick<Board, 'roles'>) => board.roles.view > BoardPermission.Anyone;

/** How long a saved file's object URL lives: some browsers read it after the click has returned. */
const REVOKE_DELAY_MS = 1000;

/** Fetches the file with the token and saves it under `fileName` (the attachment's original name). */
export async function downloadAttachment(path: string, fileName: string): Promise<void> {
  const blob = await fetchBlob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
