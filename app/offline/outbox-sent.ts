/**
 * Who wants to know that the outbox sent something (to refresh server data on
 * screen): apart from the outbox itself, so that listening does not load the
 * device database's code.
 */
type Listener = () => void;
const sentListeners = new Set<Listener>();

/** Called after a replay that sent something. */
export function onOutboxSent(listener: Listener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** The outbox sent something (outbox.ts). */
export function outboxSent(): void {
  sentListeners.forEach((listener) => listener());
}
