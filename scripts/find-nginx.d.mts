export const NO_NGINX: string;
export function findNginx(env?: Record<string, string | undefined>): string | null;
