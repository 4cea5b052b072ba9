/**
 * The request body, or null when it is larger than `maxBytes` (declared or streamed): a missing or lying
 * Content-Length cannot make the site buffer more than allowed. Past the bound the rest of the body is
 * cancelled, which ends the connection; `leave` only lets it go, so that an answer written next (a staff
 * upload sent back to its page) still reaches a browser that is sending.
 */
export async function readBounded(
  request: Request,
  maxBytes: number,
  { overflow = 'cancel' }: { overflow?: 'cancel' | 'leave' } = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      if (overflow === 'cancel') await reader.cancel();
      else reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
