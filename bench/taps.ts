/**
 * An impatient parent's taps: on a phone with its CPU slowed 4x, a first visit (nothing cached,
 * service workers blocked) taps a control as soon as the page's content is there (DOMContentLoaded),
 * without waiting for the app to have the page (`<html data-app-ready>`). Each tap's duration is the
 * Event Timing API's (a PerformanceObserver of type 'event', durationThreshold 16, in the page): the
 * longest entry of the interaction, from the touch to the next paint after its handlers, so a tap
 * that waits behind the app's start-up counts in full. Reported, not budgeted.
 *
 * The network is not slowed here (the server is local): the page's code then arrives while the tap
 * is being made, which is when a tap is most likely to wait behind the app's start-up. On slow 4G
 * (bench/hydration.ts) the code comes a second or more after DOMContentLoaded and the same tap
 * lands on a page that is idle but not yet the app's, which the hydration window measures.
 *
 * A tap that follows a link before the app has the page starts a navigation; the document request
 * is held (the Fetch domain pauses documents only) until the entries are in, so the old page is
 * still there to report them, as it is on a real network for at least a round trip.
 * Whether the tap took effect (a link followed, the address changed, the control opened, expanded
 * or relabelled), looked at once the app has the page, so that a tap kept until then counts, goes in
 * the note: a short duration for a tap the page dropped is no good news. The work of a kept tap done
 * later by script is no Event Timing entry (those are for the user's own input only).
 * A control that is not on its page is reported as not found; the other taps still run.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bundle';
import { onCleanup } from './cleanup';
import { emulatePhone, FIRST_VISIT, recordAppReady } from './emulation';
import { figure, median, type Figure } from './report';

const GROUP = 'Taps at DOMContentLoaded (phone, 4x CPU)';
/** How long a control may take to appear after DOMContentLoaded before it counts as not found. */
const FIND_TIMEOUT_MS = 15_000;
/** The interaction is over when no entry has come for this long (and its first entry is in). */
const QUIET_MS = 1500;
const TAP_TIMEOUT_MS = 15_000;
/** After the app has the page, how long a tap kept until then may take to show its effect. */
const SETTLE_MS = 1000;

interface TapTarget {
  label: string;
  path: string;
  /** The control, however the front end draws it (a link or a button, a <summary> or a button). */
  find: (page: Page) => Locator;
}

export function tapTargets(recipeId: number): TapTarget[] {
  return [
    {
      label: 'recipe list: page 2',
      path: '/recipes',
      find: (page) =>
        page
          .getByRole('link', { name: 'Page 2', exact: true })
          .or(page.getByRole('button', { name: 'Page 2', exact: true })),
    },
    {
      label: 'a recipe: Show All Steps',
      path: `/recipes/${recipeId}`,
      find: (page) =>
        page
          .getByRole('button', { name: 'Show All Steps' })
          .or(page.locator('summary').filter({ hasText: 'Show All Steps' })),
    },
    {
      label: 'home: first collection card',
      path: '/',
      // The cards' links go to a collection's recipes; the ages' links (?age=) come before them.
      find: (page) => page.locator('[data-testid="collection-card"] a, a[href^="/recipes?category="]'),
    },
    {
      // The header's "Open menu" button (app/components/header.tsx), or a <summary> named like it.
      label: 'phone menu',
      path: '/',
      find: (page) => {
        const header = page.locator('header');
        return header
          .getByRole('button', { name: /menu/i })
          .or(header.locator('summary').filter({ hasText: /menu/i }))
          .or(header.locator('summary[aria-label*="menu" i]'));
      },
    },
  ];
}

interface EventEntry {
  type: string;
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/**
 * An init script: hands every Event Timing entry to the bench (`benchEvent`) as it is reported, and
 * at pagehide. Source text, not a function: tsx wraps named inner functions in a helper (`__name`)
 * that the page does not have.
 */
const OBSERVE_EVENTS = `{
  const send = (list) => {
    for (const e of list) {
      window.benchEvent({
        type: e.entryType,
        name: e.name,
        interactionId: e.interactionId ?? 0,
        startTime: e.startTime,
        duration: e.duration,
      });
    }
  };
  const events = new PerformanceObserver((list) => send(list.getEntries()));
  events.observe({ type: 'event', durationThreshold: 16, buffered: true });
  const first = new PerformanceObserver((list) => send(list.getEntries()));
  first.observe({ type: 'first-input', buffered: true });
  addEventListener('pagehide', () => {
    send(events.takeRecords());
    send(first.takeRecords());
  });
}`;

/** What a tap could change: the address, the control's expanded or open state, its text. */
interface ControlState {
  url: string;
  connected: boolean;
  expanded: string | null;
  open: boolean | null;
  text: string;
}

/** An init script: `window.benchControlState(el)`, the state of a control, for before and after. */
const INSTALL_CONTROL_STATE = `
window.benchControlState = (el) => ({
  url: location.href,
  connected: el.isConnected,
  expanded: el.getAttribute('aria-expanded'),
  open: el.closest('details')?.open ?? null,
  text: el.textContent?.trim() ?? '',
});`;

type WithState = { benchControlState: (el: Element) => ControlState; benchTapped?: Element };

interface Tap {
  /** The interaction's duration; null when no entry came (under 16 ms and no first-input entry). */
  duration: number | null;
  /** When the touch was, and when the app had the page, since navigation start (null: not by then). */
  tappedAt: number | null;
  appReadyAt: number | null;
  /** The tap changed something: followed a link, changed the address, opened or expanded the control. */
  effect: boolean;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** One first visit and one tap; 'not found' when the control is not there. */
async function tapOnce(browser: Browser, url: string, target: TapTarget): Promise<Tap | 'not found'> {
  const context = await browser.newContext(FIRST_VISIT);
  try {
    const entries: EventEntry[] = [];
    let lastEntryAt = 0;
    await context.exposeBinding('benchEvent', (_source, entry: EventEntry) => {
      entries.push(entry);
      lastEntryAt = Date.now();
    });
    await context.addInitScript(recordAppReady);
    await context.addInitScript({ content: OBSERVE_EVENTS });
    await context.addInitScript({ content: INSTALL_CONTROL_STATE });
    const page = await context.newPage();
    const cdp = await emulatePhone(page, { slowNetwork: false });
    await page.goto(url, { waitUntil: 'domcontentloaded' });

    const control = target.find(page).filter({ visible: true }).first();
    try {
      await control.waitFor({ state: 'visible', timeout: FIND_TIMEOUT_MS });
    } catch {
      return 'not found';
    }
    // Into view as a parent would scroll it, then its middle, in one go.
    const at = await control.evaluate((el) => {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const win = window as unknown as WithState;
      win.benchTapped = el;
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, before: win.benchControlState(el) };
    });

    // A link followed before the app has the page: hold its document so the page stays to report.
    let navigated = false;
    let done = false;
    const held: string[] = [];
    cdp.on('Fetch.requestPaused', (event: { requestId: string }) => {
      navigated = true;
      if (done) void release(event.requestId);
      else held.push(event.requestId);
    });
    const release = (requestId: string) =>
      cdp.send('Fetch.failRequest', { requestId, errorReason: 'Aborted' }).catch(() => undefined);
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', resourceType: 'Document' }] });

    const tapped = Date.now();
    await page.touchscreen.tap(at.x, at.y);
    const interaction = () => entries.filter((e) => e.interactionId > 0 || e.type === 'first-input');
    while (Date.now() - tapped < TAP_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (interaction().length > 0 && Date.now() - lastEntryAt > QUIET_MS) break;
    }

    // Playwright's calls into the page wait while a navigation is pending: end it first (a link
    // followed later, as a kept tap done once the app has the page may be, is ended as it starts).
    done = true;
    await Promise.all(held.map(release));
    // A tap kept for the app is done once the app has the page: give it that time to take effect.
    await page
      .locator('html[data-app-ready]')
      .waitFor({ state: 'attached', timeout: TAP_TIMEOUT_MS })
      .then(() => page.waitForTimeout(SETTLE_MS))
      .catch(() => undefined);
    const after = await page.evaluate(() => {
      const state = window as unknown as WithState & { appReadyAt?: number };
      const now = state.benchTapped ? state.benchControlState(state.benchTapped) : null;
      return { now, appReadyAt: state.appReadyAt ?? null };
    });

    const found = interaction();
    const events = found.filter((e) => e.interactionId > 0);
    const firstInput = found.find((e) => e.type === 'first-input');
    const duration =
      events.length > 0 ? Math.max(...events.map((e) => e.duration)) : (firstInput?.duration ?? null);
    const starts = found.map((e) => e.startTime);
    const before = at.before;
    const now = after.now;
    const effect =
      navigated ||
      (now !== null &&
        (now.url !== before.url ||
          (now.connected &&
            (now.expanded !== before.expanded || now.open !== before.open || now.text !== before.text))));
    return {
      duration,
      tappedAt: starts.length > 0 ? Math.min(...starts) : null,
      appReadyAt: after.appReadyAt,
      effect,
    };
  } finally {
    await context.close();
  }
}

export async function measureTaps(options: {
  baseUrl: string;
  recipeId: number;
  runs: number;
  log: (message: string) => void;
}): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const unregister = onCleanup(() => browser.close());
  const figures: Figure[] = [];
  try {
    for (const target of tapTargets(options.recipeId)) {
      const name = `${target.label} (${target.path})`;
      const taps: Tap[] = [];
      let problem = '';
      for (let run = 1; run <= options.runs && !problem; run++) {
        try {
          const tap = await tapOnce(browser, `${options.baseUrl}${target.path}`, target);
          if (tap === 'not found') {
            problem = 'not found';
          } else {
            taps.push(tap);
            options.log(`  ${name} run ${run}/${options.runs}: ${describe(tap)}`);
          }
        } catch (err) {
          problem = `could not tap: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`;
        }
      }
      if (problem) options.log(`  ${name}: ${problem}`);
      const result = figure(
        GROUP,
        name,
        median(taps.map((t) => t.duration)),
        'ms',
        null,
        note(taps, problem),
      );
      result.detail = taps;
      figures.push(result);
    }
  } finally {
    unregister();
    await browser.close();
  }
  return figures;
}

const ms = (value: number | null, unknown = 'no entry') =>
  value === null ? unknown : `${Math.round(value)} ms`;

function describe(tap: Tap): string {
  const when =
    tap.appReadyAt !== null && tap.tappedAt !== null && tap.tappedAt >= tap.appReadyAt ? 'after' : 'before';
  return (
    `${ms(tap.duration, 'no entry (under 16 ms)')}, tapped at ${ms(tap.tappedAt, '?')}, ` +
    `${when} the app had the page (${ms(tap.appReadyAt, 'not yet')}); ` +
    (tap.effect ? 'it took effect' : 'no effect seen')
  );
}

function note(taps: readonly Tap[], problem: string): string {
  if (taps.length === 0) return problem || 'not measured';
  const before = taps.filter(
    (t) => t.appReadyAt === null || t.tappedAt === null || t.tappedAt < t.appReadyAt,
  );
  const parts = [
    taps.length > 1 ? `runs ${taps.map((t) => ms(t.duration)).join(', ')}` : '',
    `tapped before the app had the page in ${before.length} of ${taps.length}`,
    `took effect in ${taps.filter((t) => t.effect).length} of ${taps.length}`,
    problem,
  ];
  return parts.filter(Boolean).join('; ');
}
