export declare const NO_POSTGRES: string;
export declare function npmPostgres(): string | null;
export declare function locatePostgres(
  env?: Record<string, string | undefined>,
): { bin: string; source: 'PG_BIN' | 'system' | 'npm' } | null;
export declare function findPostgres(env?: Record<string, string | undefined>): string | null;
export declare function postgresVersion(bin: string): string | null;
export declare function startCluster(options?: { log?: (line: string) => void }): Promise<{
  url: string;
  port: number;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
}>;
