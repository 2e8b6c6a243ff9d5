import { useCallback, useEffect, useRef, type RefObject } from 'react';

const daySection = (list: HTMLElement | null, day: string) => list?.querySelector<HTMLElement>(`[data-day="${day}"]`) ?? null;

// Called optionally: jsdom (the unit tests) has no scrollIntoView.
const scrollToTop = (section: HTMLElement | null) => section?.scrollIntoView?.({ block: 'start' });

/**
 * Opens a day list on one day: when the list first shows, the window scrolls that day to the top
 * (unless it is the list's first day: then the page stays at its top, its title in view). The
 * returned function brings the day back into view and moves the focus to its heading.
 */
export function useOpenOnDay(listRef: RefObject<HTMLElement | null>, day: string | null) {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !day) return;
    opened.current = true;
    const section = daySection(listRef.current, day);
    if (section !== listRef.current?.querySelector('[data-day]')) scrollToTop(section);
  }, [listRef, day]);

  return useCallback(() => {
    if (!day) return;
    const section = daySection(listRef.current, day);
    scrollToTop(section);
    section?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }, [listRef, day]);
}
