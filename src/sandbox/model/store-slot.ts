// State that hangs off a Store by a WeakMap, so the store's own shape stays as it is: one slot per kind
// of side state (people, stars and watches, reactions and attachments), made on first use.
import type { Store } from './store.js';

export function storeSlot<T>(create: () => T): (store: Store) => T {
  const slots = new WeakMap<Store, T>();
  return (store) => {
    let slot = slots.get(store);
    if (slot === undefined) {
      slot = create();
      slots.set(store, slot);
    }
    return slot;
  };
}
