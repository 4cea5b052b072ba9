// @vitest-environment node
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
    const one = `${page}1`;
    const two = `${page}2`;
    const three = `${page}3`;
    const probe = new EncodedBodies(1 << 24);
    probe.bytes(one, 'gzip');
    // Room for two and a half bodies like these.
    const bound = Math.floor(2.5 * probe.size.bytes);
    const bodies = new EncodedBodies(bound);
    const firstOne = bodies.bytes(one, 'gzip');
    bodies.bytes(two, 'gzip');
    bodies.bytes(one, 'gzip');
    bodies.bytes(three, 'gzip');
    expect(bodies.size.count).toBe(2);
    expect(bodies.size.bytes).toBeLessThanOrEqual(bound);
    expect(bodies.bytes(one, 'gzip')).toBe(firstOne);
  });
});
