// The part of autocannon 8's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** seconds */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** a request template per entry; `setupRequest` may rewrite each request before it is sent */
    requests?: { setupRequest?: (request: { headers: Record<string, string>; body?: string }) => unknown }[];
  }

  interface Result {
    /** seconds */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** `sent`: requests written, including those still in flight when the run stopped */
    requests: { sent: number };
  }

  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
    stop(): void;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
