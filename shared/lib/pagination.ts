/**
 * Which page numbers a pager shows: the first 2, the last 2, and the current
 * page with one either side, with an ellipsis wherever numbers are skipped.
 */
export type PageItem = number | 'ellipsis';

export function pageWindow(current: number, pages: number): PageItem[] {
  if (pages <= 0) return [];
  const shown = new Set<number>();
  for (const p of [1, 2, current - 1, current, current + 1, pages - 1, pages]) {
    if (p >= 1 && p <= pages) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push('ellipsis');
    items.push(p);
  });
  return items;
}

/** "Showing X - Y of Z" bounds for a page (1-based, inclusive). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return { from, to };
}
