// An enum's values as data: `enumValues('public', 'private')` is `{ PUBLIC: { value: 'public' }, ... }`
// (the name is the forge's value in capitals); `namedEnumValues({ RECENT_UPDATE: 'recentupdate' })`
// where the name cannot be read off the value.

export function enumValues<const V extends string>(...values: V[]) {
  return Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])) as {
    [Value in V as Uppercase<Value>]: { value: Value };
  };
}

export function namedEnumValues<const N extends Record<string, string>>(names: N) {
  return Object.fromEntries(Object.entries(names).map(([name, value]) => [name, { value }])) as {
    [Name in keyof N]: { value: N[Name] };
  };
}
