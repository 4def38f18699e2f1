// V8 settings of the gateway's process, set before it serves (run.ts, and the benchmark's gateway
// processes, which run the gateway as `npm start` does).
//
// Allocation-site pretenuring off: V8 allocates an object straight in the old generation once objects
// made at the same place in the code have mostly outlived a young-generation collection. A gateway's
// slow requests (those that wait on the forge for tens of ms) teach it that of Node's own per-request
// objects (the request, the response, their headers), and the decision outlives them: the requests
// answered from the cache afterwards, done in microseconds, then leave their objects in the old
// generation, dead but holding young ones alive until a full collection, so each young collection
// copies them again. Measured (bench/cache.ts's issue view, anonymous readers at c=64, after 5 s of
// signed-in readers): each young collection went from about 1 ms to 5 ms and a kept answer from
// 40 µs to 58 µs of CPU; with this flag it stays at 40 µs, and the forge-bound requests cost the same.

import { setFlagsFromString } from 'node:v8';

export function applyV8Flags(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
