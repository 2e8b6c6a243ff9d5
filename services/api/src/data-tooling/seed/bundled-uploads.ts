import fs from 'node:fs';
import path from 'node:path';
import { BUNDLED_UPLOADS_DIR } from '../../config/paths';
import { LEAGUE_IMAGE_FOLDER, type FilesService } from '../../services/files/files.service';

/**
 * Puts the league images shipped in services/api/assets/upload/league into the file storage
 * (key league/<name>, local disk or S3), never overwriting one; answers how many were added.
 */
export async function storeBundledLeagueImages(files: FilesService): Promise<number> {
  const folder = path.join(BUNDLED_UPLOADS_DIR, LEAGUE_IMAGE_FOLDER);
  if (!fs.existsSync(folder)) return 0;
  let added = 0;
  for (const name of fs.readdirSync(folder).sort()) {
    if (!name.endsWith('.png')) continue;
    if (await files.installLeagueImage(name, fs.readFileSync(path.join(folder, name)))) added += 1;
  }
  return added;
}
