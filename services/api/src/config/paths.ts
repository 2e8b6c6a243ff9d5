import path from 'node:path';

/** services/api — the same from src/config (ts) and dist/config (built js). */
export const API_ROOT = path.resolve(__dirname, '../..');

export const REPO_ROOT = path.resolve(API_ROOT, '../..');

/** Images shipped with the API (league logos and banners), stored through the file service at boot (FilesService.installLeagueImage). */
export const BUNDLED_UPLOADS_DIR = path.join(API_ROOT, 'assets/upload');
