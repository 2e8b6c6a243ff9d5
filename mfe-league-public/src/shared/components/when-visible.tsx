import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from '@dugout/ui';

export interface WhenVisibleProps {
  children: ReactNode;
  /** Space kept for the content meanwhile, so the page does not jump when it arrives. */
  minHeight: number;
  /** How far below the viewport to start loading. */
  rootMargin?: string;
}

/**
 * Renders its children (typically a React.lazy part) once the place comes near the viewport:
 * the code and calls of the lower half of a page are not part of its first view.
 */
export function WhenVisible({ children, minHeight, rootMargin = '300px' }: WhenVisibleProps) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (visible || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  if (visible) return <>{children}</>;
  return (
    <div ref={place} style={{ minHeight }}>
      <Skeleton lines={4} />
    </div>
  );
}
