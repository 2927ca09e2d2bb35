/**
 * The one script inlined in index.html. It costs no request before the first
 * paint, and the page's Content-Security-Policy allows exactly this text by its
 * hash (api/middleware/security.ts); change it here and both follow. It:
 * - applies the stored theme before the first paint, so a dark-theme reload
 *   never flashes white;
 * - keeps a tap that needs the app, made on a server-rendered page before
 *   React hydrates it: a click on a button that is not a form's submit (or on
 *   anything marked `data-needs-app`), or the submit of a form that is not a
 *   GET form with an action. Links, GET forms and `<details>` work as HTML.
 *   Until React has hydrated the page (`window[REACT_LISTENS]`, set when the
 *   first screen commits), no tap, key or input event reaches React's root:
 *   React hydrates in slices (app/boot/start.tsx), and any of them seen
 *   meanwhile (a pointerdown first, react-dom's list) would make it hydrate the rest of the
 *   page at once, inside that event. The kept elements
 *   (`window[EARLY_TAPS]`) are clicked or submitted again once the app has the
 *   page (app/boot/early-taps.ts);
 * - gives a failing picture its fallback, before hydration and after alike: an
 *   <img> with `data-fallback` (addresses to try next, space-separated) loads
 *   the next one when it fails, and after the last an empty inline picture
 *   that needs no download, so a failing connection never shows a broken image.
 */
export const EARLY_TAPS = '__spEarlyTaps';
export const REACT_LISTENS = '__spReactListens';
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
export const FALLBACK_ATTRIBUTE = 'data-fallback';
/** A transparent picture of no size: the <img>'s own width, height and background show. */
export const BLANK_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

export const PAGE_INIT_SCRIPT =
  "(function(){var t='light';try{t=localStorage.getItem('sproutplate-theme')||'light'}catch(e){}" +
  "var d=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var h=document.documentElement;h.classList.add(d?'dark':'light');h.style.colorScheme=d?'dark':'light';" +
  `var q=window.${EARLY_TAPS}=[];function k(e){if(window.${REACT_LISTENS})return;var x=e.target,el;` +
  "if(!x||!x.closest)return;e.stopPropagation();if(e.type==='submit'){var m=(x.getAttribute('method')||'').toLowerCase();" +
  "if(m==='get'&&x.hasAttribute('action'))return;el=x}else{el=x.closest('button:not([type=submit]),[data-needs-app]');" +
  'if(!el||el.disabled)return}e.preventDefault();' +
  `if(q.indexOf(el)<0){q.push(el);el.setAttribute('${EARLY_TAP_ATTRIBUTE}','')}}` +
  "addEventListener('click',k,true);addEventListener('submit',k,true);" +
  `function s(e){if(!window.${REACT_LISTENS})e.stopPropagation()}` +
  // The events React hydrates at once for (react-dom's own list), less the click kept above.
  "('mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend " +
  'dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste change ' +
  "contextmenu reset').split(' ')" +
  '.forEach(function(n){addEventListener(n,s,{capture:true,passive:true})});' +
  "addEventListener('error',function(e){var i=e.target;if(!i||i.tagName!=='IMG')return;" +
  `var f=i.getAttribute('${FALLBACK_ATTRIBUTE}');if(f===null)return;var n=f?f.split(' '):[];` +
  "i.removeAttribute('srcset');if(n.length){" +
  `i.setAttribute('${FALLBACK_ATTRIBUTE}',n.slice(1).join(' '));i.src=n[0]}` +
  `else{i.removeAttribute('${FALLBACK_ATTRIBUTE}');i.src="${BLANK_PICTURE}"}},true)})()`;
