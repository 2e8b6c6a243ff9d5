import type { ReactNode } from 'react';

/**
 * The horizontal scroll box of a wide table (phones). It is a named, focusable region so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dg-table-wrap lp-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
