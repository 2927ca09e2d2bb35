/**
 * `npm run db:copy`, run as an operator would: a SQLite database in use (the
 * catalog, an account, a post with a picture, a like, a saved recipe) is
 * copied into an empty PostgreSQL database by the real command, and
 * SproutPlate on PostgreSQL then serves the same things.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { openTestStore, testDatabaseUrl } from '../test/stores';
import { seedCatalog } from './seed';
import { openSqliteStore } from './sqlite-store';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-copy-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function copy(file: string, databaseUrl: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/cli/db-copy.ts', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run db:copy', () => {
  it('moves a SQLite database into an empty PostgreSQL one, which then serves the same', async () => {
    const file = path.join(dir, 'old.db');
    const sqlite = openSqliteStore(file);
    const before = await createTestApp({}, { store: sqlite });
    await seedCatalog(sqlite, before.clock.now);
    const anna = before.client();
    await anna.register('anna', 'correct-horse-battery');
    const post = await anna.post('/api/community/posts', {
      title: 'First purée',
      content: 'Carrot went down well',
      contentType: 'experience',
      mediaType: 'image',
      mediaUrl: PNG,
    });
    expect(post.status).toBe(201);
    const postBody = post.body as { id: number; mediaUrl: string };
    expect((await anna.post(`/api/community/posts/${postBody.id}/like`)).status).toBe(200);
    expect((await anna.post('/api/recipes/3/save')).status).toBe(200);
    const recipesBefore = (await anna.get('/api/recipes?q=carrot')).body;
    const picture = await anna.get(postBody.mediaUrl);
    await sqlite.close();

    const target = await openTestStore();
    const url = testDatabaseUrl(target);
    const result = await copy(file, url);
    expect(result.output).toContain('users: 1 rows');
    expect(result.output).toMatch(/Copied \d+ rows in \d+ tables/);
    expect(result.code).toBe(0);

    const after = await createTestApp({}, { store: target });
    const again = after.client();
    // The account and its password hash came across: signing in works.
    expect(
      (await again.post('/api/login', { username: 'anna', password: 'correct-horse-battery' })).status,
    ).toBe(200);
    expect((await again.get('/api/recipes?q=carrot')).body).toEqual(recipesBefore);
    expect(
      ((await again.get('/api/recipes/saved')).body as unknown as { id: number }[]).map((r) => r.id),
    ).toEqual([3]);
    const feed = (await again.get('/api/community/posts')).body as unknown as {
      posts: { id: number; likeCount: number; mediaUrl: string }[];
    };
    expect(feed.posts[0]).toMatchObject({ id: postBody.id, likeCount: 1, mediaUrl: postBody.mediaUrl });
    const copiedPicture = await again.get(postBody.mediaUrl);
    expect(copiedPicture.status).toBe(200);
    expect(copiedPicture.text).toBe(picture.text);
    // New rows continue after the copied ids.
    const next = await again.post('/api/community/posts', {
      title: 'Second',
      content: 'Peas are next on the list',
      contentType: 'question',
    });
    expect(next.status).toBe(201);
    expect((next.body as { id: number }).id).toBe(postBody.id + 1);

    // A database that already has data is refused, and left as it was.
    const refused = await copy(file, url);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Nothing was copied: The PostgreSQL database already has data');
    expect(await target.get('SELECT count(*) AS n FROM community_posts')).toEqual({ n: 2 });
  });
});
