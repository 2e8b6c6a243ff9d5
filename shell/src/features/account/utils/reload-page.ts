/** Reloads the page, so every area starts again from the (now anonymous) session. */
export function reloadPage(): void {
  window.location.reload();
}
