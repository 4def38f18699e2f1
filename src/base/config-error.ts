// A setting the gateway cannot start with: the start-up (src/start/run.ts) prints its message as one
// line and exits with code 2. Thrown wherever a setting is checked, from the command line down to a
// plugin that finds its input missing.

export class ConfigError extends Error {}
