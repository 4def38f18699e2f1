// /_sandbox/* control endpoints for a standalone sandbox: the call log and the fault knobs over HTTP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeliveryRecord } from '../webhooks/deliver.js';
import { type CallLogEntry, readBody } from './dispatch.js';
import type { FaultState } from './faults.js';
import { send } from './respond.js';

interface FaultRequest {
  latency?: { route: string; ms: number }[];
  status?: { route: string; status: number; times?: number; rate?: number; body?: unknown }[];
  reset?: { route: string; times?: number; rate?: number; afterHandling?: boolean }[];
  clear?: boolean;
}

function applyFaults(faults: FaultState, request: FaultRequest): void {
  if (request.clear) faults.clear();
  for (const l of request.latency ?? []) faults.setLatency(l.route, l.ms);
  for (const s of request.status ?? []) {
    faults.injectStatus(s.route, s.status, { times: s.times, rate: s.rate, body: s.body });
  }
  for (const r of request.reset ?? []) {
    faults.resetConnection(r.route, { times: r.times, rate: r.rate, afterHandling: r.afterHandling });
  }
}

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  calls: CallLogEntry[],
  faults: FaultState,
  deliveries: readonly DeliveryRecord[] = [],
): Promise<void> {
  const key = `${req.method} ${path}`;
  if (key === 'GET /_sandbox/calls') return send(res, { status: 200, json: calls });
  if (key === 'GET /_sandbox/deliveries') return send(res, { status: 200, json: deliveries });
  if (key === 'DELETE /_sandbox/calls') {
    calls.length = 0;
    return send(res, { status: 204 });
  }
  if (key === 'POST /_sandbox/faults') {
    const text = (await readBody(req)).toString('utf8');
    let request: FaultRequest;
    try {
      request = text.trim() === '' ? {} : (JSON.parse(text) as FaultRequest);
    } catch (err) {
      return send(res, { status: 400, json: { message: `invalid JSON: ${(err as Error).message}` } });
    }
    applyFaults(faults, request);
    return send(res, { status: 200, json: { ok: true } });
  }
  send(res, { status: 404, text: '404 page not found\n' });
}
