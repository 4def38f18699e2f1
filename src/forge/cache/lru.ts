// Tier 1 of the shared read cache: an in-process LRU bounded in bytes (the stored JSON's length in
// UTF-16 units, doubled: what the strings hold in memory), with a deadline per entry and tags that
// name what an invalidation drops. Map order is recency order: a hit moves its entry to the end, and
// eviction takes from the front.

export interface LruEntry<V = string> {
  value: V;
  tags: readonly string[];
  /** epoch ms after which the entry is stale; Infinity for sha-addressed answers */
  expires: number;
  /** the value's size in bytes, for values that are no string (a kept GraphQL result) */
  bytes?: number;
}

export class ByteLru<V = string> {
  private readonly entries = new Map<string, LruEntry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private bytes = 0;
  /** the key last made recent: the Map's last one */
  private newest: string | undefined;

  constructor(
    private readonly maxBytes: number,
    private readonly onEvict: (count: number) => void = () => {},
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.remove(key);
      return undefined;
    }
    // already the most recent (a hot answer read again and again): nothing to move
    if (key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry.value;
  }

  /** The live entry under `key` with its tags and deadline, without making it recent. */
  peek(key: string, now = Date.now()): LruEntry<V> | undefined {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expires > now ? entry : undefined;
  }

  /** When the entry under `key` goes stale (without making it recent), or undefined when there is none. */
  expiresOf(key: string, now = Date.now()): number | undefined {
    const expires = this.entries.get(key)?.expires;
    return expires !== undefined && expires > now ? expires : undefined;
  }

  set(key: string, entry: LruEntry<V>): void {
    const size = sizeOf(key, entry);
    if (size > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.newest = key;
    this.bytes += size;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
    let evicted = 0;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
      evicted++;
    }
    if (evicted) this.onEvict(evicted);
  }

  /** Drops every entry carrying one of `tags`; answers how many were dropped. */
  dropTagged(tags: readonly string[]): number {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) dropped += this.remove(key) ? 1 : 0;
      this.byTag.delete(tag);
    }
    return dropped;
  }

  clear(): void {
    this.newest = undefined;
    this.entries.clear();
    this.byTag.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private remove(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (key === this.newest) this.newest = undefined;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    return true;
  }
}

function sizeOf(key: string, entry: LruEntry<unknown>): number {
  const value = entry.bytes ?? (typeof entry.value === 'string' ? 2 * entry.value.length : 0);
  return 2 * key.length + value + 64;
}
