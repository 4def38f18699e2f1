// Benchmark settings from flags and environment variables (flags win). Defaults finish in about
// three minutes on two cores.

export interface BenchConfig {
  /** per-call forge latency of the main measurements, ms (`--latency`, BENCH_LATENCY_MS) */
  latencyMs: number;
  /** measured executions per operation at concurrency 1 (`--runs`, BENCH_RUNS) */
  runs: number;
  /** unmeasured executions first, for the JIT and the connection pools (`--warmup`) */
  warmup: number;
  /** seconds per load run (`--duration`, BENCH_DURATION_S) */
  durationS: number;
  /** seconds of unrecorded load before each operation's load runs (`--load-warmup`) */
  loadWarmupS: number;
  /** concurrencies of the load runs (`--connections 16,64`) */
  connections: number[];
  /** only these operations (`--only repositoryOverview,files30`) */
  only: string[] | null;
  /** write a CPU profile of the gateway process and print its top frames (`--profile`) */
  profile: boolean;
  /**
   * Node flags for the gateway process (`--gateway-node-flags="--max-old-space-size=128"`), to
   * measure deployment settings; none by default, as `npm start` runs it
   */
  gatewayNodeFlags: string[];
  /** the gateway without in-flight sharing (`--no-share-in-flight`), to measure what sharing brings */
  noShareInFlight: boolean;
  /** seconds of the gateway's soak in the side-by-side step, 0 for none (`--soak-seconds`) */
  soakSeconds: number;
  /** where latest.json and latest.md go (`--out`) */
  outDir: string;
}

export class BenchConfigError extends Error {}

function positive(name: string, text: string, integer: boolean): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
    throw new BenchConfigError(
      `${name} must be a non-negative ${integer ? 'integer' : 'number'}, got ${text}`,
    );
  }
  return value;
}

export function benchConfig(argv: string[], env: NodeJS.ProcessEnv): BenchConfig {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new BenchConfigError(`unexpected argument ${arg}`);
    const equals = arg.indexOf('=');
    const name = equals < 0 ? arg.slice(2) : arg.slice(2, equals);
    const inline = equals < 0 ? undefined : arg.slice(equals + 1);
    if (name === 'profile' || name === 'quick' || name === 'no-share-in-flight') flags.set(name, 'true');
    else if (inline !== undefined) flags.set(name, inline);
    else flags.set(name, argv[++i] ?? '');
  }
  const quick = flags.has('quick');
  const pick = (flag: string, variable: string | null, fallback: string) =>
    flags.get(flag) ?? (variable ? env[variable] : undefined) ?? fallback;
  const config: BenchConfig = {
    latencyMs: positive('latency', pick('latency', 'BENCH_LATENCY_MS', '10'), false),
    runs: positive('runs', pick('runs', 'BENCH_RUNS', quick ? '8' : '30'), true),
    warmup: positive('warmup', pick('warmup', null, quick ? '2' : '5'), true),
    durationS: positive('duration', pick('duration', 'BENCH_DURATION_S', quick ? '1' : '4'), false),
    loadWarmupS: positive('load-warmup', pick('load-warmup', null, quick ? '0.5' : '1'), false),
    connections: pick('connections', null, '16,64')
      .split(',')
      .map((c) => positive('connections', c, true)),
    only: flags.get('only')?.split(',') ?? null,
    profile: flags.has('profile'),
    noShareInFlight: flags.has('no-share-in-flight'),
    gatewayNodeFlags: (flags.get('gateway-node-flags') ?? '').split(' ').filter(Boolean),
    soakSeconds: positive('soak-seconds', pick('soak-seconds', null, quick ? '30' : '600'), false),
    outDir: pick('out', null, new URL('./results/', import.meta.url).pathname),
  };
  if (config.runs < 1) throw new BenchConfigError('runs must be at least 1');
  for (const name of flags.keys()) {
    const known = [
      'latency',
      'runs',
      'warmup',
      'duration',
      'load-warmup',
      'connections',
      'only',
      'gateway-node-flags',
      'soak-seconds',
    ];
    if (![...known, 'profile', 'quick', 'no-share-in-flight', 'out'].includes(name))
      throw new BenchConfigError(`unknown flag --${name}`);
  }
  return config;
}
