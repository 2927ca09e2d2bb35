/**
 * Who does a write: a signed-in person (a PublicUser fits), or the operator's
 * command line, which has no account (id null). Ownership checks compare the
 * id; the audit log records the id and the username.
 */
export interface Actor {
  id: number | null;
  username: string;
  isAdmin: boolean;
}
