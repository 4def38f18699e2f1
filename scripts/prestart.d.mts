/** Whether dist/main.js is newer than every file it is built from (see prestart.mjs). */
export function bundleIsCurrent(): boolean;
