import { describe, expect, it, vi } from 'vitest';
import {
  BrowserNotFound,
  browserVersion,
  findBrowser,
  NO_BROWSER,
  SYSTEM_CHROMIUM,
} from './find-browser.mjs';

const OWN = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine holding `files`, where `npx playwright install chromium` adds `installs` (or fails). */
function machine(files: string[], installs: string[] | null = null) {
  const present = new Set(files);
  const run = vi.fn(() => {
    if (!installs) return false;
    for (const file of installs) present.add(file);
    return true;
  });
  const log = vi.fn();
  const deps = { exists: (file: string) => present.has(file), playwrightPath: () => OWN, run, log };
  return { deps, run, log };
}

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH when it exists, before anything else', () => {
    const { deps, run } = machine(['/opt/chromium/chrome', SYSTEM_CHROMIUM, OWN]);
    expect(findBrowser({ ...deps, env: { CHROMIUM_PATH: '/opt/chromium/chrome' } })).toEqual({
      path: '/opt/chromium/chrome',
      source: 'CHROMIUM_PATH',
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses a CHROMIUM_PATH that does not exist, naming it, and installs nothing', () => {
    const { deps, run } = machine([SYSTEM_CHROMIUM]);
    const find = () => findBrowser({ ...deps, env: { CHROMIUM_PATH: '/nowhere/chrome' } });
    expect(find).toThrow(BrowserNotFound);
    expect(find).toThrow(/CHROMIUM_PATH is \/nowhere\/chrome, which does not exist/);
    expect(run).not.toHaveBeenCalled();
  });

  it('counts an empty CHROMIUM_PATH as unset and takes the system Chromium', () => {
    const { deps } = machine([SYSTEM_CHROMIUM, OWN]);
    expect(findBrowser({ ...deps, env: { CHROMIUM_PATH: '' } })).toEqual({
      path: SYSTEM_CHROMIUM,
      source: 'system',
    });
  });

  it("takes Playwright's own Chromium when it is installed", () => {
    const { deps, run } = machine([OWN]);
    expect(findBrowser({ ...deps, env: {} })).toEqual({ path: OWN, source: 'playwright' });
    expect(run).not.toHaveBeenCalled();
  });

  it("treats Playwright's path as missing when asking for it throws", () => {
    const { deps } = machine([], null);
    const playwrightPath = () => {
      throw new Error('Cannot find module @playwright/test');
    };
    expect(() => findBrowser({ ...deps, playwrightPath, env: {} })).toThrow(NO_BROWSER);
  });

  it("installs Playwright's Chromium when there is none, and takes it", () => {
    const { deps, run, log } = machine([], [OWN]);
    expect(findBrowser({ ...deps, env: {} })).toEqual({ path: OWN, source: 'installed' });
    expect(run).toHaveBeenCalledWith('npx', ['playwright', 'install', 'chromium']);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('fails with the one line saying what to do when the install fails (offline)', () => {
    const { deps, run } = machine([], null);
    expect(() => findBrowser({ ...deps, env: {} })).toThrow(BrowserNotFound);
    expect(() => findBrowser({ ...deps, env: {} })).toThrow(NO_BROWSER);
    expect(run).toHaveBeenCalledWith('npx', ['playwright', 'install', 'chromium']);
    expect(NO_BROWSER).not.toContain('\n');
    expect(NO_BROWSER).toMatch(/apt-get install -y chromium/);
    expect(NO_BROWSER).toMatch(/npx playwright install chromium/);
    expect(NO_BROWSER).toMatch(/CHROMIUM_PATH/);
  });

  it('fails when the install reports success but the browser is still not there', () => {
    const { deps } = machine([], []);
    expect(() => findBrowser({ ...deps, env: {} })).toThrow(NO_BROWSER);
  });
});

describe('browserVersion', () => {
  const answering = (status: number | null, stdout: string) => () => ({ status, stdout });

  it('names the browser and its version, as Debian and Playwright print them', () => {
    expect(
      browserVersion(
        '/usr/bin/chromium',
        answering(0, 'Chromium 156.0.8078.129 built on Debian GNU/Linux 12 (bookworm)\n'),
      ),
    ).toBe('Chromium 156.0.8078.129');
    expect(browserVersion(OWN, answering(0, 'Google Chrome for Testing 159.0.8154.6 \n'))).toBe(
      'Google Chrome for Testing 159.0.8154.6',
    );
  });

  it('is null when the browser does not start or prints no version', () => {
    expect(browserVersion('/nowhere', answering(null, ''))).toBeNull();
    expect(browserVersion('/usr/bin/chromium', answering(1, 'Chromium 156.0.8078.129'))).toBeNull();
    expect(browserVersion('/usr/bin/chromium', answering(0, 'hello'))).toBeNull();
  });
});
