/**
 * The installed, offline-first app, with the real service worker on the built
 * PWA: one online visit, then no network.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEVICE_DB_IDB_VERSION, DEVICE_DB_NAME } from '../shared/lib/device-idb';
import type { Recipe, RecipeListResponse } from '../shared/schemas/recipe';
import { createAccount, expect, serviceWorkerSettled, test, withDatabase } from './fixtures';

/**
 * One complete online visit: the page has loaded everything, the service
 * worker controls it with its precache complete, and the catalog mirror is
 * filled.
 */
async function readyForOffline(page: Page) {
  await page.waitForLoadState('networkidle');
  await workerAndMirrorSettled(page);
  // Load the page once more while online, so that it is served by the worker from the start, as
  // on any visit after the first, and check again.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await workerAndMirrorSettled(page);
}

/**
 * The scripts evaluated on the page that carry Dexie's code. A worker's own script is fetched by the
 * page but runs in the worker; the scripts it imports are not among the page's resources.
 */
function watchDexie(page: Page) {
  const workers = new Set<string>();
  page.on('worker', (worker) => workers.add(worker.url()));
  const pageScriptsWithDexie = async () => {
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.js')),
    );
    const withDexie: string[] = [];
    for (const url of scripts.filter((script) => !workers.has(script))) {
      if ((await (await page.request.get(url)).text()).includes('DatabaseClosedError')) withDexie.push(url);
    }
    return withDexie;
  };
  return { workers, pageScriptsWithDexie };
}

async function workerAndMirrorSettled(page: Page) {
  // The app starts its device work (catalog sync, outbox, menus) after the first screen; wait for
  // it and the worker, so that nothing is still loading when the connection is cut.
  await serviceWorkerSettled(page);
  // Then the catalog mirror holds its first sync.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          // Never open (and so create) the database before the app has: that would block its upgrade.
          if (!(await indexedDB.databases()).some((d) => d.name === 'sproutplate')) return false;
          const db = await new Promise<IDBDatabase | null>((resolve) => {
            const req = indexedDB.open('sproutplate');
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => resolve(null);
          });
          if (!db) return false;
          try {
            if (!db.objectStoreNames.contains('meta')) return false;
            return await new Promise<boolean>((resolve) => {
              const req = db.transaction('meta').objectStore('meta').get('catalogSyncedAt');
              req.onsuccess = () => resolve(Boolean(req.result));
              req.onerror = () => resolve(false);
            });
          } finally {
            db.close();
          }
        }),
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
}

// Retries stay as a guard for a brand-new browser profile, where Chromium may still replace a
// worker just installed; a real failure fails every attempt. (The old flake here, an offline
// navigation missing the worker about one run in eight, was this file's own wait: it passed an
// async check to waitForFunction, which took the check's promise for a yes without waiting.)
// Each test first fills the catalog mirror and waits for the worker, twice (readyForOffline): about
// 10 s alone on a quiet machine, so the usual 45 s is too tight when the tests share two cores.
test.describe.configure({ retries: 2, timeout: 90_000 });

test.describe('offline', () => {
  test('the catalog mirror fills in a worker, off the thread that renders the page', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const catalog = (await (await page.request.get('/api/recipes')).json()) as RecipeListResponse;
    await page.goto('/');
    await page.locator('html[data-device-sync="settled"]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(workers.some((url) => url.includes('catalog-mirror-update.worker'))).toBe(true);
    const stored = await page.evaluate(
      (name) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('recipes').objectStore('recipes').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
      DEVICE_DB_NAME,
    );
    expect(stored).toBe(catalog.total);
  });

  test('a first visit leaves the device database to the worker; the next loads the filled mirror', async ({
    page,
  }) => {
    const { workers, pageScriptsWithDexie } = watchDexie(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await page.locator('html[data-device-sync="settled"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const worker = [...workers].find((url) => url.includes('catalog-mirror-update.worker'));
    expect(worker).toBeDefined();
    expect(await pageScriptsWithDexie()).toEqual([]);
    // The worker fills the mirror through plain IndexedDB: it downloads none of Dexie either.
    expect(await (await page.request.get(worker ?? '')).text()).not.toContain('DatabaseClosedError');

    // The mirror is filled now: the next visit reads it on the page, from the next screen on, with
    // Dexie finding the database the worker created as it declares it (nothing to repair or upgrade).
    await page.reload();
    await page.locator('html[data-device-sync="settled"]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect
      .poll(async () => (await pageScriptsWithDexie()).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    // A recipe opened from here is read from the mirror, through Dexie.
    await page.getByTestId('featured-recipes').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(warnings.filter((text) => text.includes('Dexie'))).toEqual([]);
    const version = await page.evaluate(
      (name) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            open.result.close();
            resolve(open.result.version);
          };
          open.onerror = () => reject(open.error);
        }),
      DEVICE_DB_NAME,
    );
    expect(version).toBe(DEVICE_DB_IDB_VERSION);
  });

  test("a visitor's first recipe page loads no device database; its save button asks them to sign in", async ({
    page,
  }) => {
    const { pageScriptsWithDexie } = watchDexie(page);
    await page.goto('/recipes/1');
    await page.locator('html[data-device-sync="settled"]').waitFor({ state: 'attached', timeout: 30_000 });
    const save = page.getByRole('button', { name: 'Save Recipe' });
    await expect(save).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await pageScriptsWithDexie()).toEqual([]);
    await save.click();
    await expect(page.getByTestId('toast')).toContainText('Sign in required');
  });

  test('after one visit every public screen and the catalog work with no network', async ({
    installed: { page, context },
  }) => {
    // Nine screens opened one after another, after filling the mirror twice: about 30 s on a quiet
    // machine, up to three times that when the browser tests share two cores with the server.
    test.setTimeout(120_000);
    await createAccount(page.request);
    const query = '?q=carrot&diet=dairy-free';
    const api = (await (await page.request.get(`/api/recipes${query}`)).json()) as RecipeListResponse;
    const page2 = (await (await page.request.get('/api/recipes?page=2')).json()) as RecipeListResponse;
    expect(api.total).toBeGreaterThan(0);

    await page.goto('/');
    await readyForOffline(page);
    await context.setOffline(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Raise a Happy, Healthy Eater' })).toBeVisible();
    await expect(page.getByText("You're offline.")).toBeVisible();
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();

    const started = Date.now();
    await page.goto(`/recipes${query}`);
    await expect(page.getByTestId('recipe-count')).toHaveText(
      `Showing 1 - ${Math.min(12, api.total)} of ${api.total} recipes`,
    );
    console.log(`/recipes showed results ${Date.now() - started} ms after an offline navigation`);
    const titles = await page.getByTestId('recipe-card').getByRole('heading').allInnerTexts();
    expect(titles).toEqual(api.recipes.map((r) => r.title));

    await page.goto('/recipes');
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page.getByTestId('recipe-count')).toHaveText(`Showing 13 - 24 of ${page2.total} recipes`);
    expect(await page.getByTestId('recipe-card').getByRole('heading').allInnerTexts()).toEqual(
      page2.recipes.map((r) => r.title),
    );

    const recipe = page2.recipes[3]!;
    await page.goto(`/recipes/${recipe.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
    await expect(page.getByTestId('ingredients')).toBeVisible();

    for (const [url, heading] of [
      ['/guides', /Guides/],
      ['/sugar-board', /Sugar/],
      ['/meal-plan', /Meal Plan/],
      ['/nutrition-tips', 'Nutrition Tips'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toHaveText(heading);
      // Signed in and offline, a guarded screen opens instead of sending the person to /auth.
      await expect(page, url).toHaveURL(new RegExp(`${url}$`));
    }
  });

  test('a recipe saved offline survives a reload and reaches the server exactly once', async ({
    installed: { page, context },
  }) => {
    const account = await createAccount(page.request);
    const list = (await (
      await page.request.get('/api/recipes?age=2-3%20years')
    ).json()) as RecipeListResponse;
    const recipe = list.recipes[0]!;
    await page.goto(`/recipes/${recipe.id}`);
    await readyForOffline(page);
    await expect(page.getByRole('button', { name: 'Save Recipe' })).toBeEnabled();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expect(page.getByTestId('save-pending')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expect(page.getByTestId('save-pending')).toBeVisible();
    await expect(page.getByText('1 change will be sent when')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText("You're offline.")).toBeHidden();
    await expect
      .poll(async () =>
        withDatabase(
          (db) =>
            (
              db
                .prepare(
                  'SELECT count(*) AS n FROM saved_recipes s JOIN users u ON u.id = s.user_id WHERE u.username = ?',
                )
                .get(account.username) as { n: number }
            ).n,
        ),
      )
      .toBe(1);
    const saved = (await (await page.request.get('/api/recipes/saved')).json()) as Recipe[];
    expect(saved.map((r) => r.id)).toEqual([recipe.id]);
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  });

  test('a change the server refuses on replay is reported and dropped', async ({
    installed: { page, context },
  }) => {
    await createAccount(page.request);
    const now = Date.now();
    const id = withDatabase(
      (db) =>
        db
          .prepare(
            `INSERT INTO recipes (title, description, ingredients, instructions, prep_time, age_group, meal_type,
               difficulty, created_at, updated_at)
             VALUES ('Short-lived Test Mash', 'A recipe that is deleted while a save waits.', '1 banana',
               'Mash it.\nServe it.\nEnjoy it.', 5, '3-5 years', 'snack', 'easy', ?, ?) RETURNING id`,
          )
          .get(now, now) as { id: number },
    ).id;
    await page.goto(`/recipes/${id}`);
    await readyForOffline(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Short-lived Test Mash');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    withDatabase((db) => db.prepare('DELETE FROM recipes WHERE id = ?').run(id));

    await context.setOffline(false);
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to save recipe. Please try again.');
    await expect(page.getByRole('button', { name: 'Save Recipe' })).toBeVisible();
    const waiting = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const req = indexedDB.open('sproutplate');
          req.onsuccess = () => {
            const count = req.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => {
              req.result.close();
              resolve(count.result);
            };
          };
        }),
    );
    expect(waiting).toBe(0);
  });

  test('Chromium finds the app installable', async ({ installed: { page } }) => {
    await page.goto('/');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
      timeout: 20_000,
    });
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      shortcuts: { url: string }[];
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/recipes', '/meal-plan', '/shopping-list']);
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  test('a new version is offered with Reload, and the page waits for the person', async ({
    installed: { page },
  }) => {
    const swFile = path.resolve('dist/sw.js');
    const original = fs.readFileSync(swFile, 'utf8');
    await page.goto('/auth');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
      timeout: 20_000,
    });
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Username').fill('half-typed');
    try {
      fs.writeFileSync(swFile, `${original}\n// a new deployment\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 20_000 });
    } finally {
      fs.writeFileSync(swFile, original);
    }
    // Nothing reloaded by itself: what was typed is still there.
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Username')).toHaveValue(
      'half-typed',
    );
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByText('A new version is available')).toBeHidden();
  });
});

test.describe('offline changes and signing out', () => {
  test('opposite toggles made offline cancel out, and signing out warns about waiting changes', async ({
    installed: { page, context },
  }) => {
    const account = await createAccount(page.request);
    const list = (await (
      await page.request.get('/api/recipes?age=3-5%20years')
    ).json()) as RecipeListResponse;
    const [first, second] = list.recipes;
    await page.goto('/recipes?age=3-5%20years');
    await page.getByRole('link', { name: first!.title }).click();
    await readyForOffline(page);
    await context.setOffline(true);

    // Save then remove: nothing is left to send.
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await page.getByRole('button', { name: 'Saved' }).click();
    await expect(page.getByRole('button', { name: 'Save Recipe' })).toBeVisible();
    await expect(page.getByTestId('save-pending')).toBeHidden();

    // One real change waits; signing out warns before it would be lost. (Moving within the app.)
    await page.goBack();
    await page.getByRole('link', { name: second!.title }).click();
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Changes not sent yet' });
    await expect(dialog).toContainText('1 change you made on this device is still waiting');
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();

    await context.setOffline(false);
    await expect
      .poll(() =>
        withDatabase(
          (db) =>
            db
              .prepare(
                'SELECT s.recipe_id AS id FROM saved_recipes s JOIN users u ON u.id = s.user_id WHERE u.username = ?',
              )
              .all(account.username) as { id: number }[],
        ),
      )
      .toEqual([{ id: second!.id }]);
  });
});

/** A chunk of the build's manifest (dist/.vite/manifest.json), keyed by its source or shared name. */
interface BuiltChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The URLs the built service worker precaches: the list the build put in place of its marker. */
function precachedUrls(): Set<string> {
  const worker = fs.readFileSync(path.resolve('dist/sw.js'), 'utf8');
  const list = /\[\{"revision":.*?\}\]/.exec(worker);
  expect(list, 'the precache list in dist/sw.js').not.toBeNull();
  return new Set((JSON.parse(list![0]) as { url: string }[]).map((entry) => entry.url));
}

/**
 * The file the router loads for each screen module it names (app/routes.tsx's import.meta.glob,
 * as built: `"./features/x/y-page.tsx":()=>…__spImportAgain(`./y-page-hash.js`,…)`). A screen module the
 * bundler merged into a shared chunk has no entry of its own in the manifest; the router's map
 * still says where it is.
 */
function routerScreens(files: string[]): Map<string, string> {
  const screens = new Map<string, string>();
  // The build sends every import() through the retrying loader (scripts/import-again.ts).
  const pattern =
    /"\.\/(features\/[\w/.-]+\.tsx)":\(\)=>[^"]*?(?:import|__spImportAgain)\(["'`]\.\/([\w.-]+\.js)["'`]/g;
  for (const file of files) {
    for (const [, module, target] of fs.readFileSync(path.resolve('dist', file), 'utf8').matchAll(pattern)) {
      screens.set(module!, `assets/${target!}`);
    }
  }
  return screens;
}

test.describe('the precache', () => {
  test('holds every file a public screen can load, and none that only the admin area or the PDF builder loads', () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve('dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      BuiltChunk
    >;
    const chunks = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
    const fileOf = (key: string) => manifest[key]!.file;
    // What each chunk is for, from the sources the build records and the router's own map, never
    // from file names: the admin area is every module under app/features/admin/.
    const onDemandModule = (src: string) =>
      src.startsWith('features/admin/') || src === 'features/chatbot/pdf-recipe.ts';
    const screens = routerScreens([...chunks.keys()]);
    for (const chunk of chunks.values()) {
      if (chunk.src && screens.has(chunk.src)) expect(screens.get(chunk.src), chunk.src).toBe(chunk.file);
    }
    expect(screens.size).toBeGreaterThan(25);
    const areaStarts = new Set([
      ...[...chunks.values()]
        .filter((chunk) => chunk.src && onDemandModule(chunk.src))
        .map((chunk) => chunk.file),
      ...[...screens].filter(([module]) => onDemandModule(module)).map(([, file]) => file),
    ]);
    expect(areaStarts.size).toBeGreaterThanOrEqual(10);

    // From the entry: what loads with a chunk, and what it loads later unless that opens the admin
    // area or the PDF builder. Then: what those reach that the entry does not.
    const reach = (starts: string[], openAreas: boolean) => {
      const seen = new Set(starts);
      const queue = [...starts];
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        const chunk = chunks.get(file)!;
        const edges = [
          ...(chunk.imports ?? []).map((key) => ({ to: fileOf(key), later: false })),
          ...(chunk.dynamicImports ?? []).map((key) => ({ to: fileOf(key), later: true })),
        ];
        for (const { to, later } of edges) {
          if (seen.has(to) || (!openAreas && later && areaStarts.has(to))) continue;
          seen.add(to);
          queue.push(to);
        }
      }
      return seen;
    };
    const publicChunks = reach(
      [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.file),
      false,
    );
    const withCss = (files: Iterable<string>) =>
      new Set([...files].flatMap((file) => [file, ...(chunks.get(file)!.css ?? [])]));
    const publicFiles = withCss(publicChunks);
    const onDemandOnly = [...withCss(reach([...areaStarts], true))].filter((file) => !publicFiles.has(file));
    const precached = precachedUrls();

    // None of what only the admin area and the PDF builder load is precached: their screens, and
    // the chunks only they share (whatever the bundler named them).
    expect(onDemandOnly).toEqual(expect.arrayContaining([...areaStarts]));
    expect(onDemandOnly.filter((file) => precached.has(file))).toEqual([]);

    // Everything else the build made is precached: the entry, every public screen, the chunks they
    // share (with the admin area too), the catalog worker, so that the app opens offline.
    expect(publicChunks.size).toBeGreaterThan(30);
    expect([...publicFiles].filter((file) => !precached.has(file))).toEqual([]);
    // The build's brotli and gzip copies (scripts/precompress.ts) are the same files, encoded: the
    // server sends them in place of their originals, which are what the precache names.
    const built = fs.readdirSync(path.resolve('dist/assets')).map((name) => `assets/${name}`);
    const copies = built.filter((file) => /\.(?:br|gz)$/.test(file));
    expect(copies.filter((copy) => !built.includes(copy.replace(/\.(?:br|gz)$/, '')))).toEqual([]);
    const assets = built.filter((file) => !copies.includes(file));
    expect(assets.some((file) => file.includes('.worker'))).toBe(true);
    expect(assets.filter((file) => !onDemandOnly.includes(file) && !precached.has(file))).toEqual([]);
  });
});
