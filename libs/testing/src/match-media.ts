/**
 * A window.matchMedia stand-in for jsdom (which has none) that answers width queries
 * ("(max-width: 1209.98px)", "(min-width: 768px)") for a chosen window width; `resize` changes
 * the width and tells every listener whose answer changed, like a resized browser window.
 */
export interface FakeScreen {
  resize: (width: number) => void;
  restore: () => void;
}

const matchesWidth = (query: string, width: number): boolean => {
  const limits = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)];
  return limits.length > 0 && limits.every(([, kind, value]) => (kind === 'max' ? width <= Number(value) : width >= Number(value)));
};

export function mockScreenWidth(initialWidth: number): FakeScreen {
  let width = initialWidth;
  const listeners = new Set<{ query: string; last: boolean; notify: (event: MediaQueryListEvent) => void }>();
  const original = window.matchMedia;

  window.matchMedia = (query: string): MediaQueryList => {
    const own = new Map<unknown, { query: string; last: boolean; notify: (event: MediaQueryListEvent) => void }>();
    const list = {
      media: query,
      get matches() {
        return matchesWidth(query, width);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        const entry = { query, last: matchesWidth(query, width), notify: listener };
        own.set(listener, entry);
        listeners.add(entry);
      },
      removeEventListener: (_type: string, listener: unknown) => {
        const entry = own.get(listener);
        if (entry) listeners.delete(entry);
        own.delete(listener);
      },
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };

  return {
    resize: (next) => {
      width = next;
      for (const entry of [...listeners]) {
        const matches = matchesWidth(entry.query, width);
        if (matches === entry.last) continue;
        entry.last = matches;
        entry.notify({ matches, media: entry.query } as MediaQueryListEvent);
      }
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}
