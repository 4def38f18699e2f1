// What the live-update fields need at run time, per gateway instance: settings, the event bus, the
// forge client (a fresh session per event), metrics, and the register of open streams that enforces
// the per-caller and per-connection caps and ends every stream on shutdown or when Redis goes away.
// A caller is the identity the forge resolves (caller-identity.ts), an anonymous one its client address.

import type { IncomingMessage } from 'node:http';
import type { ForgeClient } from '../forge/client.js';
import type { EventBus } from './bus.js';
import { CallerIdentities, callerKeyOf } from './caller-identity.js';
import { ClientAddresses } from './client-address.js';
import type { LiveMetrics } from './metrics.js';
import type { LiveSettings } from './settings.js';
import type { SubscriberStream } from './stream.js';

export class LiveRuntime {
  private readonly streams = new Set<SubscriberStream>();
  private readonly perCaller = new Map<string, number>();
  private readonly perConnection = new WeakMap<object, number>();
  private closing = false;
  private readonly identities: CallerIdentities;
  private readonly addresses: ClientAddresses;

  constructor(
    readonly settings: LiveSettings,
    readonly bus: EventBus,
    readonly client: ForgeClient,
    readonly metrics: LiveMetrics,
  ) {
    this.identities = new CallerIdentities(client);
    this.addresses = new ClientAddresses(settings.trustedProxies);
    bus.onDown((reason) =>
      this.endAll('LIVE_UPDATES_UNAVAILABLE', `live updates stopped: ${reason}`, 'bus_down'),
    );
  }

  /**
   * The key a caller's subscriptions count under: `user:<login>` as the forge resolves the credential
   * (one GET /user per credential and minute), `anonymous:<client address>` for a caller the forge
   * treats as anonymous. Rejects when the forge cannot say who the caller is.
   */
  async callerKey(
    authorization: string | undefined,
    request: Pick<IncomingMessage, 'socket' | 'headers'> | undefined,
    requestId?: string,
  ): Promise<string> {
    const identity = await this.identities.resolve(authorization, requestId);
    return callerKeyOf(identity, identity.kind === 'anonymous' ? this.addresses.of(request) : '');
  }

  /** Why a new subscription may not open now, or null. */
  refusal(caller: string, connection: object): { code: string; message: string } | null {
    if (this.closing) return { code: 'LIVE_UPDATES_UNAVAILABLE', message: 'the gateway is shutting down' };
    const problem = this.bus.problem();
    if (problem)
      return { code: 'LIVE_UPDATES_UNAVAILABLE', message: `live updates are unavailable: ${problem}` };
    const { maxSubscriptionsPerCaller: perCaller, maxSubscriptionsPerConnection: perConnection } =
      this.settings;
    if ((this.perConnection.get(connection) ?? 0) >= perConnection) {
      return {
        code: 'TOO_MANY_SUBSCRIPTIONS',
        message: `a connection may hold at most ${perConnection} subscriptions`,
      };
    }
    if ((this.perCaller.get(caller) ?? 0) >= perCaller) {
      return {
        code: 'TOO_MANY_SUBSCRIPTIONS',
        message: `a caller may hold at most ${perCaller} subscriptions`,
      };
    }
    return null;
  }

  /** Counts a subscription against its caps until `release` is called (exactly once). */
  hold(caller: string, connection: object): () => void {
    this.perCaller.set(caller, (this.perCaller.get(caller) ?? 0) + 1);
    this.perConnection.set(connection, (this.perConnection.get(connection) ?? 0) + 1);
    this.metrics.open.inc();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perCaller.get(caller) ?? 1) - 1;
      if (left > 0) this.perCaller.set(caller, left);
      else this.perCaller.delete(caller);
      this.perConnection.set(connection, Math.max(0, (this.perConnection.get(connection) ?? 1) - 1));
      this.metrics.open.dec();
    };
  }

  track(stream: SubscriberStream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  get openStreams(): number {
    return this.streams.size;
  }

  private endAll(code: string, message: string, reason: string): void {
    for (const stream of [...this.streams]) stream.endWith(code, message, reason);
  }

  /** Shutdown: every stream completes cleanly and no new one opens. */
  drain(): void {
    this.closing = true;
    for (const stream of [...this.streams]) stream.complete('shutdown');
  }
}
