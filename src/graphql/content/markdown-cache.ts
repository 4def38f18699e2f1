// Renderings shared across requests: a small in-process cache keyed on (mode, context, text), bounded
// in entries and age. A rendering depends only on those inputs and on forge state that has no event:
// whether a mentioned user exists (a user created, deleted or renamed changes a mention's link), and
// the repository's name and default branch (a rename or a new default branch changes the context, so
// it is a new key). RENDER_TTL_MS bounds how long such a change can go unseen. A body edited through
// the gateway or the forge is new text, hence a new key: never stale.

/** a rendering is reused for at most a minute */
export const RENDER_TTL_MS = 60_000;
/** at most this many renderings are kept; the least recently used goes first */
export const RENDER_CACHE_ENTRIES = 1000;

interface Entry {
  html: string;
  expires: number;
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = RENDER_TTL_MS,
    private readonly maxEntries = RENDER_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    // re-inserted so the Map's order stays least recently used first
    this.entries.set(key, entry);
    return entry.html;
  }

  set(key: string, html: string): void {
    this.entries.delete(key);
    this.entries.set(key, { html, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
