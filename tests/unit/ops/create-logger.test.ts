// @vitest-environment node
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
});
