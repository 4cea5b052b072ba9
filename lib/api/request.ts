// What a call to a back-end service is made of: the one shape lib/api/fetch.ts sends and
// lib/api/call-log.ts records.

export type Query = Record<string, string | number | undefined>;

export type ApiRequest = {
  baseUrl: string;
  /** `panel` or `mf`: names the service in the logs and metrics. */
  service?: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A JSON body; or `form` for multipart (the runtime sets the boundary). */
  json?: unknown;
  form?: FormData;
  /** Bearer token of the service; omitted only for sign-in (and for tests of the 401 answer). */
  token?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
};
