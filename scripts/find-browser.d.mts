// Types of scripts/find-browser.mjs, for its test and any TypeScript caller.
export declare const SYSTEM_CHROMIUM: string;
export declare const NO_BROWSER: string;
export declare class BrowserNotFound extends Error {}
export declare function playwrightChromiumPath(): string;
export declare function runCommand(command: string, args: string[]): boolean;
export interface BrowserDeps {
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
  playwrightPath?: () => string;
  run?: (command: string, args: string[]) => boolean;
  log?: (line: string) => void;
}
export interface FoundBrowser {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | 'playwright' | 'installed';
}
export declare function findBrowser(deps?: BrowserDeps): FoundBrowser;
export declare function browserVersion(
  executable: string,
  run?: (
    command: string,
    args: string[],
    options: object,
  ) => { status: number | null; stdout?: string | Buffer | null },
): string | null;
