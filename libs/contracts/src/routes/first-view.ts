/**
 * The element of a league page's answer that the server draws before any script runs (its header
 * and banner, services/api/src/bootstrap/first-view.ts). It covers the app until the page's own
 * header is drawn; the web removes it then (endFirstView in @dugout/ui).
 */
export const FIRST_VIEW_ID = 'dg-first-view';
