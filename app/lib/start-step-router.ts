/**
 * A start-up step of main.tsx: importing this evaluates the router in a task of
 * its own. (Importing the package itself would keep all of its exports.)
 */
export { createBrowserRouter } from 'react-router-dom';
