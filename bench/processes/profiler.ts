// CPU profiles of the current process on command, through the inspector: the same V8 sampling
// profiler as `node --cpu-prof`, but started and stopped around the measured phases only, so the
// profile shows the steady state rather than module loading.

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

export function profiler() {
  const session = new Session();
  session.connect();
  const post = <T = unknown>(method: string, params?: object) =>
    new Promise<T>((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))),
    );
  return {
    async start(): Promise<void> {
      await post('Profiler.enable');
      // 200 µs: fine enough for sub-millisecond requests, coarse enough to cost little.
      await post('Profiler.setSamplingInterval', { interval: 200 });
      await post('Profiler.start');
    },
    /** Stops and writes the profile as a .cpuprofile file (loadable in Chrome DevTools). */
    async stop({ file }: { file: string }): Promise<void> {
      const { profile } = await post<{ profile: unknown }>('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}
