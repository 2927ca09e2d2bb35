/**
 * The phone the browser measures (bench/hydration.ts, bench/taps.ts) are taken on: Lighthouse's
 * own mobile settings, read from the installed Lighthouse so the figures stay comparable with the
 * Lighthouse part, applied through the Chrome DevTools Protocol.
 */
import type { BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

const mobile = throttling.mobileSlow4G;

/** Lighthouse's mobile CPU slowdown: 4x. */
export const CPU_SLOWDOWN = mobile.cpuSlowdownMultiplier;

/**
 * Lighthouse's mobile "slow 4G", as its devtools throttling applies it (lighthouse/core/lib/emulation.js).
 * Its headline figures (150 ms RTT, 1.6 Mbps) are for its simulation, which models every round trip;
 * the protocol's `Network.emulateNetworkConditions` can only delay each request once and cap its
 * throughput, so Lighthouse adjusts them for that: 150 ms × 3.75 = 562.5 ms of latency per request,
 * 1.6 × 1024 × 0.9 = 1474.56 Kbps down (188,743 bytes/s) and 750 × 0.9 = 675 Kbps up (86,400 bytes/s),
 * Kbps of 1024 bits. Those adjusted values are the ones used here: they are what CDP can reproduce.
 */
/** The same in Lighthouse's Kbps (of 1024 bits), for the report: 1474.56 down, 675 up. */
export const SLOW_4G_KBPS = {
  down: Math.round(mobile.downloadThroughputKbps * 100) / 100,
  up: Math.round(mobile.uploadThroughputKbps * 100) / 100,
};
export const SLOW_4G = {
  offline: false,
  latency: mobile.requestLatencyMs,
  downloadThroughput: Math.floor((mobile.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((mobile.uploadThroughputKbps * 1024) / 8),
};

/** Lighthouse's mobile screen (a Moto G Power: 412 × 823 at 1.75), with touch. */
const screen = screenEmulationMetrics.mobile;
export const PHONE: BrowserContextOptions = {
  viewport: { width: screen.width, height: screen.height },
  deviceScaleFactor: screen.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};

/** The context options of a first visit: a phone, nothing cached, service workers blocked. */
export const FIRST_VISIT: BrowserContextOptions = { ...PHONE, serviceWorkers: 'block' };

/** Slows the page's CPU 4x and, when asked, its network to slow 4G, before it navigates. */
export async function emulatePhone(
  page: Page,
  { slowNetwork }: { slowNetwork: boolean },
): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (slowNetwork) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return cdp;
}

/**
 * An init script (keep it free of named inner functions: tsx wraps them in a helper, `__name`, that
 * the page does not have): records in `window.appReadyAt` when the app marks the page as its own
 * (`<html data-app-ready>`, app/components/layout.tsx), in the page's own clock (milliseconds since
 * navigation start). The document is observed, not <html>: this runs before the parser has made <html>.
 */
export function recordAppReady(): void {
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-app-ready')) return;
    (window as { appReadyAt?: number }).appReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-app-ready'], subtree: true });
}
