// The package's root directory, for files that ship beside the code (operations/, package.json).
// Resolved from this module, which sits one level below the root both as a source (src/) and when
// bundled into dist/ (dist/main.js), so the same relative URL holds in either layout.

export const PACKAGE_ROOT = new URL('../', import.meta.url);
