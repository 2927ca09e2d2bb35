export function findNginx(env?: Record<string, string | undefined>): string | null;
export function describeProxy(env?: Record<string, string | undefined>): string;
