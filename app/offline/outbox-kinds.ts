/**
 * Every module that registers an outbox kind, imported before the outbox
 * replays, so each queued change knows how to be undone or followed up.
 */
import './saved-recipes';
import './community';
import './children-store';
