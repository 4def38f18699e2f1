// Settings of live updates (docs/live-updates.md; flags in src/start/cli.ts). Every limit is bounded so a
// client cannot make the gateway hold unbounded state.

export interface LiveSettings {
  /** the shared secret of the forge's hooks (WEBHOOK_SECRET); without it POST /webhooks/forge is off */
  webhookSecret?: string;
  /** the gateway's URL as the forge reaches it (PUBLIC_URL); enableLiveUpdates points hooks at it */
  publicUrl?: string;
  /** Redis for several instances (REDIS_URL); in-process event bus without it */
  redisUrl?: string;
  /** the secret messages on the Redis bus are signed with (LIVE_BUS_SECRET); the webhook secret when absent */
  busSecret?: string;
  /** a delivery whose body was accepted within this window is dropped whatever its delivery id */
  webhookReplayWindowMs: number;
  /**
   * proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses and CIDR blocks); anonymous
   * subscribers are counted per client address, which is the socket's peer unless that peer is listed
   */
  trustedProxies: readonly string[];
  /** open subscriptions on one connection (one SSE request carries one; a WebSocket several) */
  maxSubscriptionsPerConnection: number;
  /** open subscriptions of one caller (the user the forge resolves, or one anonymous client address) on this instance */
  maxSubscriptionsPerCaller: number;
  /** how often a subscriber's read access to the repository is checked again */
  accessRecheckMs: number;
  /** events waiting for one subscriber; past it the subscriber is too slow and its stream ends */
  subscriberBufferSize: number;
  /** largest webhook body accepted (HTTP 413 past it) */
  webhookMaxBodyBytes: number;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  maxSubscriptionsPerConnection: 20,
  maxSubscriptionsPerCaller: 100,
  accessRecheckMs: 60_000,
  subscriberBufferSize: 100,
  webhookMaxBodyBytes: 1_000_000,
  webhookReplayWindowMs: 10 * 60_000,
  trustedProxies: [],
};

/** Where the forge delivers: the receiver's path below the public URL. */
export const WEBHOOK_PATH = '/webhooks/forge';

/** The events a hook made by enableLiveUpdates listens to (Gitea's ParseHookEvents expands the families). */
export const LIVE_HOOK_EVENTS = [
  'push',
  'create',
  'delete',
  'issues',
  'issue_comment',
  'pull_request',
  'pull_request_review',
  'release',
  'repository',
] as const;

export function webhookUrlOf(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${WEBHOOK_PATH}`;
}
