import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogFormat } from '@/lib/log/create-logger';

function capture(format: LogFormat, level: 'info' | 'warn' = 'info') {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const log = createLogger({
    program: 'site',
    level,
    port: 3000,
    instance: 'test:3000',
    format,
    destination: stream,
  });
  return { log, text: () => text };
}

describe('the logger', () => {
  it('writes one JSON object per line, with the program, the instance, an ISO time and the level by name', () => {
    const { log, text } = capture('json');
    log.info({ requestId: 'r-12345678', status: 200 }, 'request');
    const line = JSON.parse(text().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      program: 'site',
      instance: 'test:3000',
      requestId: 'r-12345678',
      msg: 'request',
    });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('writes readable lines for a person at a terminal', () => {
    const { log, text } = capture('pretty');
    log.info({ status: 200 }, 'request');
    expect(text()).toMatch(/INFO.*request/);
    expect(text()).not.toMatch(/^\{/);
  });

  it('leaves out what is below its level', () => {
    const { log, text } = capture('json', 'warn');
    log.info('quiet');
    log.warn('loud');
    expect(text()).not.toContain('quiet');
    expect(text()).toContain('loud');
  });

  it('blanks fields that could hold a secret or a visitor’s data, wherever a caller put them', () => {
    const { log, text } = capture('json');
    log.info(
      { email: 'ana@example.com', nested: { token: 't0k3n', phone: '+52 55 1' }, authorization: 'Bearer x' },
      'oops',
    );
    expect(text()).not.toMatch(/ana@example|t0k3n|\+52 55 1|Bearer x/);
    expect(text()).toContain('[redacted]');
  });

  it('blanks the same fields in an error’s own properties, and writes the error with its type, message and stack', () => {
    const { log, text } = capture('json');
    const error = Object.assign(new TypeError('back end said no'), { body: 'ana@example.com', status: 400 });
    log.error({ err: error, other: new Error('second') }, 'call failed');
    const line = JSON.parse(text().trim()) as Record<string, Record<string, unknown>>;
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'back end said no', status: 400 });
    expect(line.err?.body).toBe('[redacted]');
    expect(String(line.err?.stack)).toContain('TypeError: back end said no');
    expect(line.other).toMatchObject({ type: 'Error', message: 'second' });
    // The caller's error keeps what it holds.
    expect(error.body).toBe('ana@example.com');
  });

  it('writes an error given alone as pino does, and leaves lists and the caller’s objects as they are', () => {
    const { log, text } = capture('json');
    log.error(new Error('boom'));
    const nested = { email: 'ana@example.com', kept: 1 };
    log.info({ list: [{ email: 'x@example.com' }], nested }, 'second');
    const [first, second] = text()
      .trim()
      .split('\n')
      .map((row) => JSON.parse(row) as Record<string, unknown>);
    expect(first).toMatchObject({ msg: 'boom', err: { type: 'Error', message: 'boom' } });
    // Two levels, as `*.field` reached: a list's items are not looked into.
    expect(second).toMatchObject({
      nested: { email: '[redacted]', kept: 1 },
      list: [{ email: 'x@example.com' }],
    });
    expect(nested.email).toBe('ana@example.com');
  });
});
