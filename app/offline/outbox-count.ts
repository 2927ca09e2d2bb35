/** How many changes wait in the outbox, as it changes (for the offline banner). */
import { liveQuery } from 'dexie';
import { deviceDb } from './db';

export function watchOutboxCount(onChange: (count: number) => void): () => void {
  const subscription = liveQuery(() => deviceDb.outbox.count()).subscribe({
    next: onChange,
    error: () => onChange(0),
  });
  return () => subscription.unsubscribe();
}
