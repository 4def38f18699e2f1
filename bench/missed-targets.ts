// What the report says under a missed target: what the measurements and the profile show about
// it, and what was tried. Kept beside the targets so that a target missed in a run is never left as
// a bare figure; bench/README.md has the longer account, with the A/B figures of what was tried.

import type { Target } from './results-model.js';

interface Note {
  /** the starts of the target's names: in results-model.ts, then in the side-by-side table (peer/report.ts) */
  targets: string[];
  explains: string;
  tried: string;
  /** the report's CPU profile bears on it */
  cpu?: boolean;
}

const NOTES: Note[] = [
  {
    targets: ['Distinct callers: gateway CPU / direct client CPU', 'gateway CPU ms/req ≤ 1.5 ×'],
    cpu: true,
    explains:
      'The direct client only sends the forge calls and parses their JSON. The gateway does the same (the profile below: JSON parsing and UTF-8 decoding of forge bodies) and, per request, also serves HTTP (Node and the whatwg-node adapter), executes the document, serializes the answer, and collects the garbage of all of it. For the repository overview the direct client’s whole cost is about 0.3 ms per request, less than an HTTP server and an execution cost on their own.',
    tried:
      'kept: body size judged by Content-Length instead of a counting stream, no `trim()` copy of forge bodies, chunk-by-chunk decoding, request log lines without redaction, URL and DateTime values parsed once per distinct string, synchronous log writes (pino’s default asynchronous destination cost 5.8 % of the CPU against 1.2 %); dropped: graphql-jit (changes error locations, codes and masking), graphql-js `execute` instead of the executor (no gain).',
  },
  {
    targets: ['Latency, c=1'],
    cpu: true,
    explains:
      'The gateway is one more process hop. On this virtual machine, waking an idle process is expensive: an HTTP round trip inside one process takes 0.17 ms back to back and 0.64 ms after 10 ms idle. At 10 ms forge latency, 1.10× leaves about 1.3 ms for the hop, its wake-ups and the GraphQL work.',
    tried:
      'the same CPU cuts as above, and synchronous log writes (pino’s default asynchronous destination sends each line through a thread-pool thread).',
  },
  {
    targets: ['Gateway CPU, repository overview'],
    cpu: true,
    explains:
      'At concurrency 1 every request pays the wake-ups of an idle process (see the latency row), counted as CPU; under load the cost per request is the one the distinct-callers row compares.',
    tried: 'see the distinct-callers row.',
  },
  {
    targets: ['One caller, 16 identical in flight: gateway / direct client req/s'],
    cpu: true,
    explains:
      'Identical queries in flight share one execution and one serialized answer (graphql/shared-execution.ts), so what each request still costs is its HTTP exchange, Yoga’s pipeline up to the execution, its log line and the write of its answer: about 0.2 ms of CPU on a quiet host, where the gateway answers 4.8–7.4× the direct client’s requests per second. The gateway is CPU-bound on one core here and the direct client is not, so on a busy host (load average above 2) the cost rises to about 0.3 ms and the smallest workloads fall under 4×.',
    tried:
      'kept: shared executions, one UTF-8 serialization written to every sharing response, synchronous log writes, request lines without redaction; the per-request path left is HTTP and Yoga’s own.',
  },
  {
    targets: ['Idle RSS', 'gateway idle RSS'],
    explains:
      '`node` alone is 39 MB here. From the start-up snapshot the young generation no longer grows during start-up (2 MB against 33 MB), but the deserialized heap is all old space: 19 MB, and 6.5 MB of large objects, among them the bundle’s 2.6 MB source, which the functions not yet compiled need.',
    tried:
      'kept: dependencies bundled from their ES module builds, the bundle without comments (one non-ASCII comment made V8 hold a 2.5 MB source as UTF-16), undici’s pool by path instead of its index, Redis, WebSocket and GraphiQL loaded on first use, glibc’s trim threshold fixed for the start-up snapshot (its freed 15 MB read had kept 36 MB of a parser compilation mapped: 124 → 91 MB); dropped: V8 semi-space flags set at run time (4 MB saved, 80 ms of start-up lost), a snapshot made with `--liftoff-only` (50 MB less anonymous memory, but undici’s parser left on the baseline compiler under load).',
  },
  {
    targets: ['First answer', 'gateway first answer'],
    explains:
      'From the start-up snapshot (`npm start`) the modules are not compiled nor the schema built at start: about 180 ms of CPU to the first answer against 430 ms for the bundle alone, so what is left is Node’s own start, reading the 15 MB blob, the first forge call (undici’s parser compiled) and the first request. On this shared machine the wall-clock figure moves by ±100 ms between runs with its neighbours’ load.',
    tried:
      'kept: dependencies bundled (657 → ~300 ms), GraphiQL’s examples parsed on first use, no run-time sort of the schema, undici’s index not loaded, the V8 start-up snapshot (CPU 430 → 180 ms, first answer 578 → 235 ms in one interleaved run); dropped: a larger young generation during start-up (slower).',
  },
  {
    targets: ['Gateway peak RSS', 'gateway peak RSS'],
    explains:
      'At the peak most of V8’s heap is garbage not yet collected (a heap snapshot under load holds about 20 MB of live objects): V8 sizes its heap for throughput, and large forge bodies go to its large-object space, which only a full collection frees. Bounding the heap costs CPU: `--heap-growing-percent=25` kept the peak at 130–146 MB for 50–75 % more CPU per request (bench/README.md has the table of flags). Started from its start-up snapshot (as `npm start` does) the gateway peaks 20–30 MB higher than the plain bundle (193–211 MB against 175–188 MB, A/B of 8 s runs of the overview and pulls50 at c=16, CPU per request the same): the snapshot’s heap is deserialized into old space. A run’s highest peak (422 MB in the committed run, the overview with one caller) was not reproduced in those A/B runs, which stayed under 212 MB.',
    tried:
      'kept: forge bodies decoded chunk by chunk (one copy less of each), no `trim()` copy, one JSON text for the requests that share an execution; measured and left to the deployment: the V8 flags of the table, given to `node` when it starts dist/main.js.',
  },
  {
    targets: ['Distinct callers: gateway CPU ms/req vs Tailcall', 'gateway CPU ms/req ≤ Tailcall’s'],
    cpu: true,
    explains:
      'Where forge bodies are large (pulls50, feed50, packages50) the gateway is at or near Tailcall: it decodes each body once and builds only the selected fields. Where they are small (the overview: three small records) the fixed cost of a request weighs most, and a Node process pays in JavaScript what Tailcall’s Rust pays in native code. The profile of the overview under load (bench/README.md): Node’s sockets and HTTP parser 20 %, undici’s forge calls 16 %, garbage collection 11 %, `JSON.parse` of forge bodies 8 %, the whatwg-node adapter 8.5 %, the executor 4.4 %, Yoga 2.7 %, Pothos 2 %; no frame of the gateway’s own resolvers, loaders, log line or metrics reaches 1.5 %. The gateway runs as `npm start` runs it, its request log on.',
    tried:
      'the cuts of the direct-client row above; graphql-jit (dropped: it changes error locations, codes and masking); shared executions for identical documents (kept: they serve one caller’s identical requests, not distinct callers, who each need their own forge answers).',
  },
  {
    targets: ['soak ('],
    explains:
      'Nothing accumulates: the series moves between about 195 and 235 MB from the first minute to the last, with single samples (one every 10 s) higher where one is taken just before a full collection, the same uncollected garbage as the peak-RSS row. The growth figure compares the median of six samples of the last minute with six of the first minute after 300 s, so two such samples in the last minute move it by 10 % (in the committed run the last minute held the run’s highest samples, 248–266 MB, and the next two fell back to 196–198 MB).',
    tried:
      'see the peak-RSS row; the V8 flags of bench/README.md bound the peaks for more CPU per request. The gateway started from its start-up snapshot holds 20–30 MB more under load than the plain bundle (peaks 193–211 MB against 175–188 MB in an A/B of 8 s runs of the overview and pulls50 at c=16): its deserialized heap is all old space.',
  },
];

/** The targets that have a note (by the start of their name). */
export const NOTED: readonly string[] = NOTES.flatMap((note) => note.targets);

/** What the report says under a missed target named `name` with its goal and figure. */
export function noteLines(name: string, goalAndFigure: string, hasProfile: boolean): string[] {
  const note = NOTES.find((n) => n.targets.some((prefix) => name.startsWith(prefix)));
  const lines = [`- **${name}** (${goalAndFigure}).`];
  if (!note) return [...lines, '  No note yet: bench/missed-targets.ts has none for this target.'];
  return [
    ...lines,
    `  ${note.explains}${hasProfile && note.cpu ? ' (CPU profile: the last section of this report.)' : ''}`,
    `  What was tried: ${note.tried}`,
  ];
}

export function missedTargetsSection(targets: Target[], hasProfile: boolean): string[] {
  const missed = targets.filter((t) => !t.met);
  if (missed.length === 0) return [];
  return [
    '',
    '## Missed targets: what explains them, what was tried',
    '',
    ...missed.flatMap((t) => noteLines(t.target, `${t.goal}; ${t.figure}`, hasProfile)),
  ];
}
