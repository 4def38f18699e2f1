// `npm test` runs this first (`pretest`): the suite starts a real redis-server (live updates across
// instances), drives GraphiQL in a real Chromium, runs GitHub's gh against the gateway over HTTPS, sends the upload of docs/clients.md with curl and checks the
// Kubernetes manifests against the API's types of python3-kubernetes, all from Debian's packages. What is missing is
// installed with apt-get (as root, or through sudo), so `npm ci && npm test` passes on a fresh Debian
// machine; where neither is possible, one line says what to install, and the run stops.
// `npm run container:build` installs its own tools the same way (scripts/container/tools.ts).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Debian package → the program the tests start. */
export const SYSTEM_PACKAGES = {
  'redis-server': 'redis-server',
  chromium: 'chromium',
  curl: 'curl',
  'python3-kubernetes': '/usr/lib/python3/dist-packages/kubernetes/__init__.py',
  // GitHub's CLI, pointed at the gateway as a GitHub Enterprise host over HTTPS (test/github/gh-*.test.ts),
  // with a certificate openssl makes for the run
  gh: 'gh',
  openssl: 'openssl',
};

function found(program) {
  if (program.startsWith('/')) return existsSync(program);
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

/** The packages of `packages` (Debian package → its program) whose program is not found. */
export function missingPackages(packages = SYSTEM_PACKAGES) {
  return Object.entries(packages)
    .filter(([, program]) => !found(program))
    .map(([name]) => name);
}

/** apt-get can be run: as root, or through sudo without a password. */
export function canInstall() {
  return process.getuid?.() === 0 || (found('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0);
}

function run(command, args) {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !found('sudo')) return false;
  const [program, ...rest] = asRoot ? [command, ...args] : ['sudo', '-n', command, ...args];
  const result = spawnSync(program, rest, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Installs the missing ones of `packages` with apt-get, saying so in one line for `purpose`; answers
 * the packages still missing afterwards (none when all is there).
 */
export function installMissing(packages, purpose) {
  const missing = missingPackages(packages);
  if (missing.length === 0) return [];
  console.log(`${purpose} needs Debian's ${missing.join(' and ')}: installing with apt-get`);
  if (run('apt-get', ['update', '-qq'])) {
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  }
  return missingPackages(packages);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const missing = installMissing(SYSTEM_PACKAGES, 'npm test');
  if (missing.length > 0) {
    console.error(
      `npm test needs ${missing.join(' and ')}: run \`sudo apt-get install -y ${missing.join(' ')}\` (Debian) and try again`,
    );
    process.exit(1);
  }
}
