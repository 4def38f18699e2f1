// A stand-in for a value that exists only once a file's beforeAll has made it (a harness, a sandbox),
// so that the file can name it at its top and pass it to helpers as if it were there already.

/** An object that forwards every property read to `current()` at the time of the read. */
export function forwardTo<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
