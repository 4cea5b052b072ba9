// autocannon ships no types: the part of its API the bench uses (backend-memory.ts, throughput.ts).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

  type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Cycled through, one after the other, by every connection. */
    requests?: Request[];
  };

  type Result = {
    requests: { average: number; total: number };
    non2xx?: number;
    errors?: number;
    timeouts?: number;
  };

  /** Runs the load; the instance it returns resolves with the result. */
  export default function autocannon(options: Options): PromiseLike<Result>;
}
