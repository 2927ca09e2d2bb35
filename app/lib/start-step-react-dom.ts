/**
 * A start-up step of main.tsx: importing this evaluates React DOM in a task of
 * its own. (Importing the package itself would keep all of its exports.)
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
