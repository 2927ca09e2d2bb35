import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { queryClient } from './lib/query-client';
import { initTheme } from './lib/theme';
import { startOfflineServices } from './offline/start';

initTheme();
startOfflineServices(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
