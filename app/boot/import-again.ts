/**
 * Every `import()` of the built page's code calls `globalThis.__spImportAgain`
 * (scripts/import-again.ts): it is set here, imported first by main.tsx, before any module of the
 * app runs and so before any code is loaded on demand.
 */
import { installImportAgain } from '../lib/load-again';

installImportAgain();
