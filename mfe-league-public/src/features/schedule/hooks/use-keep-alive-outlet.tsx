import { useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';

/** Spec 9: up to 5 schedule child views stay cached. */
export const KEEP_ALIVE_MAX = 5;

/**
 * Like keep-alive: every visited child view stays mounted (hidden) with its state, the least
 * recently shown dropped beyond `max`. Only addresses `cacheable` accepts are kept (a redirect is not).
 */
export function useKeepAliveOutlet(cacheable: (pathname: string) => boolean, max = KEEP_ALIVE_MAX): ReactNode {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const cache = useRef(new Map<string, ReactNode>());
  if (!cacheable(pathname)) return outlet;

  const views = cache.current;
  views.delete(pathname);
  views.set(pathname, outlet);
  while (views.size > max) views.delete(views.keys().next().value as string);

  return [...views.entries()].map(([key, view]) => (
    <div key={key} hidden={key !== pathname} data-view={key}>
      {view}
    </div>
  ));
}
