export declare const NO_POSTGRES: string;
export declare function findPostgres(env?: Record<string, string | undefined>): string | null;
export declare function startCluster(options?: { log?: (line: string) => void }): Promise<{
  url: string;
  port: number;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
}>;
