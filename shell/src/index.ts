// Async boundary: shared singletons are negotiated before any of them is evaluated. Started in a
// task of its own, so a phone's main thread is not blocked by the federation runtime's start and the
// negotiation in one long task. Named so the server can link its stylesheet in a page's head
// (services/api/src/bootstrap/first-view.ts).
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));

export {};
