/**
 * GET /api/children read whole: the children, and every page of their logs (the server answers a
 * page at a time and names the next in `nextLogs`), put together in the order the screens use
 * (by date, then as logged). The device keeps everything offline; no one answer is large.
 */
import type { ChildrenResponse } from '@shared/schemas/children';
import { apiRequest } from '../lib/api';

/** At most this many pages are followed (5,000 logs for each of 10 children is 100 pages). */
const MAX_PAGES = 200;

export async function readChildrenFromServer(): Promise<ChildrenResponse> {
  // The device shows its own copy meanwhile: no need to wait on a connection judged gone.
  const read = (address: string) =>
    apiRequest<ChildrenResponse>('GET', address, undefined, {}, { deviceAnswers: true });
  const first = await read('/api/children');
  const logs = [...first.logs];
  let next = first.nextLogs ?? null;
  for (let page = 1; next && page < MAX_PAGES; page++) {
    const more = await read(next);
    logs.push(...more.logs);
    next = more.nextLogs ?? null;
  }
  logs.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1),
  );
  return { children: first.children, logs, nextLogs: null };
}
