/** The one place the app reads build-time settings. */
export const isProductionBuild = import.meta.env.PROD;
