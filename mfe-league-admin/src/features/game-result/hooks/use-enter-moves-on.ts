import type { KeyboardEvent } from 'react';

const CELLS = 'input:not([disabled]):not([type="checkbox"]), select:not([disabled])';

/** Enter in a cell moves to the next one, like Tab (a scorer keeps one hand on the numbers). */
export function enterMovesOn(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  event.preventDefault();
  const cells = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(CELLS));
  const next = cells[cells.indexOf(target) + (event.shiftKey ? -1 : 1)];
  next?.focus();
  if (next instanceof HTMLInputElement) next.select();
}
