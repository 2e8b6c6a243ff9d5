import { FIRST_VIEW_ID } from '@dugout/contracts';

/** Removes the server-drawn first view of a league page, showing the app under it; a no-op without one. */
export function endFirstView(): void {
  document.getElementById(FIRST_VIEW_ID)?.remove();
}
