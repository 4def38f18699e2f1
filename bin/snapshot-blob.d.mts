/** The files of the start-up snapshot in a bundle directory (see snapshot-blob.mjs). */
export function snapshotFiles(dist: URL): { main: string; script: string; blob: string; record: string };
/** Whether dist/main.blob was built for this node binary and its flags, from the current script. */
export function blobIsCurrent(dist: URL, env?: NodeJS.ProcessEnv): boolean;
/** Builds dist/main.blob; answers why it could not, or undefined once built. */
export function buildBlob(dist: URL, env?: NodeJS.ProcessEnv): string | undefined;
/** node's arguments that start the gateway from the blob with the command-line `args`. */
export function snapshotArguments(dist: URL, args?: string[]): string[];
/** The environment the gateway from the blob starts with (glibc's trim threshold, see snapshot-blob.mjs). */
export const SNAPSHOT_ENV: Record<string, string>;
