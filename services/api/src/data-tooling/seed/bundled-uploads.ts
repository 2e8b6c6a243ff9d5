import fs from 'node:fs';
import { BUNDLED_UPLOADS_DIR } from '../../config/paths';

/** Copies the images shipped in services/api/assets/upload into UPLOAD_DIR, never overwriting a file. */
export function copyBundledUploads(uploadDir: string): void {
  fs.mkdirSync(uploadDir, { recursive: true });
  if (!fs.existsSync(BUNDLED_UPLOADS_DIR)) {
    return;
  }
  fs.cpSync(BUNDLED_UPLOADS_DIR, uploadDir, { recursive: true, force: false, errorOnExist: false });
}
