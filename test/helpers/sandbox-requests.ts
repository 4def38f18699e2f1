// Requests to the sandbox as rows: many behaviours are a few requests in turn, each asserting the status
// the forge answers, or for a refusal its status and the `message` of its error body; and behaviours
// that are such requests alone, stated as a table.

import { behaves } from './gitea-behaviours.js';
import type { RawResponse, SandboxUnderTest } from './sandbox-client.js';

/** A request and the status the forge answers it with: the arguments of `answers`. */
export type Answered = Parameters<SandboxUnderTest['answers']>;

/** Sends the requests one after the other, asserting each one's status; their answers, in order. */
export async function answersInTurn(
  sandbox: SandboxUnderTest,
  requests: readonly Answered[],
): Promise<RawResponse[]> {
  const answers: RawResponse[] = [];
  for (const request of requests) answers.push(await sandbox.answers(...request));
  return answers;
}

/** A refusal of one route: the caller, the body sent and the status and `message` the forge answers. */
export type RouteRefusal = readonly [
  status: number,
  user: string | undefined,
  body: unknown,
  message: string,
];

/** Sends the bodies to the route one after the other, asserting each refusal's status and message. */
export async function refusesAt(
  sandbox: SandboxUnderTest,
  method: string,
  path: string,
  refusals: readonly RouteRefusal[],
): Promise<void> {
  for (const [status, user, body, message] of refusals) {
    await sandbox.refuses(status, message, method, path, user, body);
  }
}

/** GET `path` as `user`, asserting the forge answers 200. */
export function reads(sandbox: SandboxUnderTest, path: string, user?: string): Promise<RawResponse> {
  return sandbox.answers(200, 'GET', path, user);
}

/** A behaviour that is requests in turn: the Gitea test it comes from, its sentence, and its requests. */
export type RequestsBehaviour = readonly [giteaTest: string, sentence: string, ...requests: Answered[]];

/** States each row as a behaviour of its own that sends the row's requests in turn, asserting each status. */
export function behavesAnswering(sandbox: SandboxUnderTest, rows: readonly RequestsBehaviour[]): void {
  for (const [giteaTest, sentence, ...requests] of rows) {
    behaves(giteaTest, sentence, async () => {
      await answersInTurn(sandbox, requests);
    });
  }
}
