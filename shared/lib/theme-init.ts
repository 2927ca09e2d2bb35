/**
 * The one script inlined in index.html: it applies the stored theme before the
 * first paint, so a dark-theme reload never flashes white, and costs no request
 * before that paint. The page's Content-Security-Policy allows exactly this
 * text by its hash (api/middleware/security.ts); change it here and both follow.
 */
export const THEME_INIT_SCRIPT =
  "(function(){var t='light';try{t=localStorage.getItem('sproutplate-theme')||'light'}catch(e){}" +
  "var d=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var h=document.documentElement;h.classList.add(d?'dark':'light');h.style.colorScheme=d?'dark':'light'})()";
