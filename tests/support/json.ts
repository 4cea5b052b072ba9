/**
 * The JSON body of an answer (a fetch `Response` or a Playwright `APIResponse`), typed by the caller.
 * The one place tests trust a wire shape without parsing it: the assertions that follow check it.
 */
export async function readJson<T = unknown>(response: { json(): Promise<unknown> }): Promise<T> {
  return (await response.json()) as T;
}
