// The server's words for the client parts: translated there, each by its key, the `{slots}` of a template
// kept (the messages are compiled, with no raw text to hand on) and filled in by the client.

/** One value per key, `value(key)` each. */
export function byKey<K extends string>(keys: readonly K[], value: (key: K) => string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, string>;
}

/** A template with its `{slots}` filled in. */
export const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
