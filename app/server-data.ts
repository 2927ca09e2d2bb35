/** The id of the JSON block in which the server hands the browser the data a page was drawn with. */
export const SERVER_DATA_ID = 'sp-server-data';
