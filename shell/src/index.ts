// Async boundary: shared singletons are negotiated before any of them is evaluated.
// Named so the server can link its stylesheet in a league page's head (services/api/src/bootstrap/first-view.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

export {};
