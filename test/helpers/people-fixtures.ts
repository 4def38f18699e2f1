// What the people-area tests share: the example operations (examples.ts), and the sandbox's call log
// with each call's query.

import type { Harness } from './harness.js';

export { mutateExample as mutatePeople, operation as peopleExample } from './examples.js';

/** `route ?query` of each call since the last reset, e.g. `GET /user/repos ?limit=1&page=2`. */
export function callsWithQuery(harness: Harness): string[] {
  return harness.sandbox.calls.map((call) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query)) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
    }
    query.sort();
    const text = query.toString();
    return text ? `${call.route} ?${text}` : call.route;
  });
}
