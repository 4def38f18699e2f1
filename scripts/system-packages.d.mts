/** Debian package → the program the tests start. */
export const SYSTEM_PACKAGES: Record<string, string>;
/** The packages of `packages` (Debian package → its program) whose program is not found. */
export function missingPackages(packages?: Record<string, string>): string[];
/** apt-get can be run: as root, or through sudo without a password. */
export function canInstall(): boolean;
/** Installs the missing ones with apt-get; answers the packages still missing afterwards. */
export function installMissing(packages: Record<string, string>, purpose: string): string[];
