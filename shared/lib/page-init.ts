/**
 * The one script inlined in index.html. It costs no request before the first
 * paint, and the page's Content-Security-Policy allows exactly this text by its
 * hash (api/middleware/security.ts); change it here and both follow. It:
 * - applies the stored theme before the first paint, so a dark-theme reload
 *   never flashes white;
 * - starts the app's code once the page has loaded (its pictures in view
 *   included). The build puts the code's <script> and <link> tags in a
 *   <template> (vite.config.ts), so a page the server drew is read, pictures
 *   and all, before the code competes for a slow connection; links and the
 *   page work meanwhile, and React takes over when the code is in. The tags go
 *   in a few at a time, a task each: every <link> starts a request, and all
 *   of them at once kept the page from answering a tap for tens of ms.
 */
export const APP_CODE_TEMPLATE_ID = 'sp-app-code';

export const PAGE_INIT_SCRIPT =
  "(function(){var t='light';try{t=localStorage.getItem('sproutplate-theme')||'light'}catch(e){}" +
  "var d=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var h=document.documentElement;h.classList.add(d?'dark':'light');h.style.colorScheme=d?'dark':'light';" +
  `addEventListener('load',function(){var c=document.getElementById('${APP_CODE_TEMPLATE_ID}');` +
  'if(!c)return;var n=[].slice.call(c.content.cloneNode(true).childNodes);' +
  '(function a(){n.splice(0,4).forEach(function(e){document.head.appendChild(e)});if(n.length)setTimeout(a)})()})})()';
