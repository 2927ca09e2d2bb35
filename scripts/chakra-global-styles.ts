/**
 * Chakra UI's system writes out its global styles (the reset, the global rules and every design
 * token as a CSS variable) when it is built, though only its provider reads them, when it first
 * renders. On a page the server rendered, those styles are already in `<head>` and the browser's
 * provider is given none (app/boot/page-styles.ts), so the work, about three-fifths of building the
 * system, was thrown away. The build makes `system._global` a getter that writes them out when first
 * read (docs/decisions/013). A build fails if Chakra's code no longer has the line this rewrites.
 */
import type { Plugin } from 'vite';

/** Chakra's module that builds a system, as the bundler names it. */
export const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

/** system.js with `_global` worked out when first read; throws when the code is not as expected. */
export function lazyGlobalStyles(code: string): string {
  if (!code.includes(EAGER) || code.split(RETURNED).length !== 2) {
    throw new Error(
      "Chakra UI's styled-system/system.js has changed: scripts/chakra-global-styles.ts no longer " +
        'finds the global styles it makes lazy (docs/decisions/013)',
    );
  }
  return code
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      '\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
    );
}

export function chakraGlobalStyles(): Plugin {
  return {
    name: 'sproutplate-chakra-global-styles',
    transform(code, id) {
      return SYSTEM_MODULE.test(id) ? { code: lazyGlobalStyles(code), map: null } : null;
    },
  };
}
