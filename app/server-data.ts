/** The id of the JSON block in which the server hands the browser the data a page was rendered with. */
export const SERVER_DATA_ID = 'sp-server-data';

/**
 * A server-rendered page's styles, in <head> (entry-server.tsx). Neither attribute is one
 * Emotion looks for, so Emotion never moves these elements: each move takes a
 * style sheet out of the page and puts it back, and the browser works out the
 * style of every element again (app/lib/page-styles.ts).
 * - `data-sp-styles` lists the names of the components' rules it holds;
 * - `data-sp-global` marks Chakra's global styles (reset, tokens, the page's own).
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-sp-styles';
export const SERVER_GLOBAL_ATTRIBUTE = 'data-sp-global';
