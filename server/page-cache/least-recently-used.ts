/** A map bounded by the bytes its values are said to take, dropping the least recently used first. */
export class LeastRecentlyUsed<Value> {
  private readonly entries = new Map<string, { value: Value; bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value`; returns the keys dropped to make room (never `key` itself). */
  set(key: string, value: Value, bytes: number): string[] {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    const dropped: string[] = [];
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      if (oldest === key) continue;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
      dropped.push(oldest);
    }
    return dropped;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size(): { count: number; bytes: number } {
    return { count: this.entries.size, bytes: this.bytes };
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }
}
