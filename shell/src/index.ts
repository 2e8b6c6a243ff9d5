// Async boundary: shared singletons are negotiated before any of them is evaluated. Started in a
// task of its own, so a phone's main thread is not blocked by the federation runtime's start and the
// negotiation in one long task. Named so the server can link its stylesheet in a page's head
// (services/api/src/bootstrap/first-view.ts).
const start = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// After the first frame is painted: the server-drawn first screen is the page's largest paint, and
// the app's files would otherwise share the network with its image. A hidden page paints nothing.
if (document.visibilityState === 'hidden') setTimeout(start);
else requestAnimationFrame(() => setTimeout(start));

export {};
