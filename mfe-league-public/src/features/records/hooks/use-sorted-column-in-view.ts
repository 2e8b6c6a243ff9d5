import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the column a ranking is sorted by in view: when the order changes (and when the table
 * first shows) the table's scroll box moves sideways just enough to show that column between the
 * kept columns (rank and name, sticky on a phone) and the box's right edge. A table that fits is
 * left as it is.
 */
export function useSortedColumnInView(tableRef: RefObject<HTMLElement | null>, order: string) {
  useLayoutEffect(() => {
    const table = tableRef.current;
    const box = table?.closest<HTMLElement>('.lp-scroll');
    const sorted = table?.querySelector<HTMLElement>('thead th[aria-sort]');
    const kept = table?.querySelector<HTMLElement>('thead th:nth-child(2)');
    if (!box || !sorted || !kept || box.scrollWidth <= box.clientWidth) return;
    const visibleLeft = kept.getBoundingClientRect().right;
    const visibleRight = box.getBoundingClientRect().right;
    const column = sorted.getBoundingClientRect();
    if (column.right > visibleRight) box.scrollLeft += Math.ceil(column.right - visibleRight);
    else if (column.left < visibleLeft) box.scrollLeft -= Math.ceil(visibleLeft - column.left);
  }, [tableRef, order]);
}
