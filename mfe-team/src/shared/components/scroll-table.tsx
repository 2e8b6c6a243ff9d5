import type { ReactNode } from 'react';

/**
 * A wide table on a phone: it scrolls inside its own box (the page never scrolls sideways) and
 * keeps its first column in view (team-pages.css: .tp-scroll).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="tp-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
