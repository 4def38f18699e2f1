// The command line of `npm run sandbox`: like the gateway's, every setting is a flag and, where one
// exists, an environment variable, and a flag wins over its variable. docs/configuration.md's table
// shows the SANDBOX_PORT row, and a test compares it with this table.

import { parseArgs } from 'node:util';
import { DEFAULT_PROFILE, isSandboxProfile, SANDBOX_PROFILES, type SandboxProfile } from './http/profiles.js';

export interface SandboxOptionSpec {
  flag: string;
  value: string;
  /** the environment variable, when the setting has one */
  env?: string;
  default: string;
}

export const SANDBOX_OPTIONS = [
  { flag: '--port', value: '<port>', env: 'SANDBOX_PORT', default: '3000' },
  // 0.0.0.0 in a container, where other containers reach it (docs/deploy.md)
  { flag: '--host', value: '<address>', env: 'SANDBOX_HOST', default: '127.0.0.1' },
  { flag: '--profile', value: `<${SANDBOX_PROFILES.join('|')}>`, default: DEFAULT_PROFILE },
] as const satisfies readonly SandboxOptionSpec[];

export interface SandboxCommand {
  port: number;
  host: string;
  profile: SandboxProfile;
}

/** A bad argument: main prints its message as one line and exits 2, as the gateway does. */
export class SandboxArgumentError extends Error {}

function parsePort(raw: string, name: string): number {
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(port <= 65535)) {
    throw new SandboxArgumentError(
      `${name} must be a whole number from 0 to 65535, got ${JSON.stringify(raw)}`,
    );
  }
  return port;
}

export function parseSandboxCommandLine(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): SandboxCommand {
  let values: { port?: string; host?: string; profile?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: { port: { type: 'string' }, host: { type: 'string' }, profile: { type: 'string' } },
    }));
  } catch (error) {
    // parseArgs' own text for an unknown option runs over several sentences: one line is enough.
    const { code, message } = error as { code?: string; message: string };
    const argument = /'([^']+)'/.exec(message)?.[1];
    const problem =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && argument
        ? `unknown argument ${JSON.stringify(argument)}`
        : (message.split('\n')[0] ?? message);
    const usage = SANDBOX_OPTIONS.map((option) => `${option.flag} ${option.value}`)
      .join(', ')
      .replace(/, (?=[^,]*$)/, ' and ');
    throw new SandboxArgumentError(`${problem}; the sandbox takes ${usage}`);
  }
  const profile = values.profile ?? DEFAULT_PROFILE;
  if (!isSandboxProfile(profile)) {
    throw new SandboxArgumentError(
      `--profile must be one of ${SANDBOX_PROFILES.join(', ')}, got ${JSON.stringify(profile)}`,
    );
  }
  const port =
    values.port !== undefined
      ? parsePort(values.port, '--port')
      : env.SANDBOX_PORT
        ? parsePort(env.SANDBOX_PORT, 'SANDBOX_PORT')
        : Number(SANDBOX_OPTIONS[0].default);
  const host = values.host || env.SANDBOX_HOST || SANDBOX_OPTIONS[1].default;
  return { port, host, profile };
}
