import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBodies } from '@/server/whole-body/encoded-bodies';

const page = `<!DOCTYPE html><html lang="es"><body>${'<p>Modelos y talento – Ciudad de México…</p>'.repeat(400)}</body></html>`;

describe('EncodedBodies', () => {
  it('gives the UTF-8 bytes of the text, and the very same buffer on the next answer', () => {
    const bodies = new EncodedBodies(10 * 1024 * 1024);
    const first = bodies.bytes(page, 'identity');
    expect(first.toString('utf8')).toBe(page);
    expect(bodies.bytes(page, 'identity')).toBe(first);
  });

  it('compresses once per encoding, and each form decodes to the text', () => {
    const bodies = new EncodedBodies(10 * 1024 * 1024);
    const gzip = bodies.bytes(page, 'gzip');
    const br = bodies.bytes(page, 'br');
    expect(gunzipSync(gzip).toString('utf8')).toBe(page);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    expect(bodies.bytes(page, 'gzip')).toBe(gzip);
    expect(bodies.bytes(page, 'br')).toBe(br);
    expect(br.length).toBeLessThan(gzip.length);
    expect(bodies.size.count).toBe(1);
  });

  it('finds a body by its text, not by the string object that carries it', () => {
    const bodies = new EncodedBodies(10 * 1024 * 1024);
    const first = bodies.bytes(page, 'gzip');
    const sameTextAgain = page.split('').join('');
    expect(bodies.bytes(sameTextAgain, 'gzip')).toBe(first);
  });

  it('stays within its bound, dropping the body sent least recently', () => {
    const texts = Array.from({ length: 12 }, (_, index) => `${page}${index}`);
    const probe = new EncodedBodies(1 << 24);
    probe.bytes(texts[0]!, 'gzip');
    // Room for ten and a half bodies like these.
    const bound = Math.floor(10.5 * probe.size.bytes);
    const bodies = new EncodedBodies(bound);
    const first = bodies.bytes(texts[0]!, 'gzip');
    const second = bodies.bytes(texts[1]!, 'gzip');
    for (const text of texts.slice(2, 10)) bodies.bytes(text, 'gzip');
    // The first is sent again, so the second is now the least recently sent.
    bodies.bytes(texts[0]!, 'gzip');
    bodies.bytes(texts[10]!, 'gzip');
    bodies.bytes(texts[11]!, 'gzip');
    expect(bodies.size.count).toBe(10);
    expect(bodies.size.bytes).toBeLessThanOrEqual(bound);
    expect(bodies.bytes(texts[0]!, 'gzip')).toBe(first);
    expect(bodies.bytes(texts[1]!, 'gzip')).not.toBe(second);
  });

  it('counts the memory behind small buffers, and keeps no body larger than an eighth of its bound', () => {
    const small = new EncodedBodies(1 << 24);
    small.bytes('<p>a short answer</p>'.repeat(60), 'gzip');
    // The gzip form is a view of zlib's 16 KB output buffer, which the entry keeps alive.
    expect(small.size.bytes).toBeGreaterThan(16 * 1024);

    const bounded = new EncodedBodies(8 * page.length);
    const bytes = bounded.bytes(page, 'identity');
    expect(bytes.toString('utf8')).toBe(page);
    expect(bounded.size.count).toBe(0);
  });

  it('tells its observer whether each body sent was kept already or made now', () => {
    const seen: string[] = [];
    const bodies = new EncodedBodies(1 << 24, (encoding, result) => seen.push(`${encoding} ${result}`));
    bodies.bytes(page, 'br');
    bodies.bytes(page, 'br');
    bodies.bytes(page, 'identity');
    expect(seen).toEqual(['br made', 'br kept', 'identity kept']);
  });
});
