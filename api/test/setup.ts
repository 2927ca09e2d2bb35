// Runs in every test file: the stores a file opened are closed when it ends (api/test/stores.ts).
import { afterAll } from 'vitest';
import { closeTestStores } from './stores';

afterAll(closeTestStores);
