import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleToLog, lineOf } from '@/lib/log/console-to-log';
import { createLogger } from '@/lib/log/create-logger';
import { warningsToLog } from '@/lib/log/process-to-log';

const saved = { ...console };
const savedWarning = process.listeners('warning');
afterEach(() => {
  Object.assign(console, saved);
  process.removeAllListeners('warning');
  for (const listener of savedWarning) process.on('warning', listener);
});

function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const log = createLogger({
    program: 'site',
    level: 'debug',
    port: 3000,
    format: 'json',
    destination: stream,
  });
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines };
}

describe('console calls as log lines', () => {
  it('keeps the message without Next’s coloured prefix, and the first error apart', () => {
    const error = new Error('boom');
    expect(lineOf(['\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m', error])).toEqual({ err: error, msg: 'boom' });
    expect(lineOf(['✓ Running next.config.ts took %dms', 251])).toEqual({
      msg: 'Running next.config.ts took 251ms',
    });
    expect(lineOf(['Failed to load', { a: 1 }])).toEqual({ msg: 'Failed to load { a: 1 }' });
  });

  it('writes each call as one JSON line at its level, with the context’s fields and the error’s stack and digest', () => {
    const { log, lines } = capture();
    consoleToLog(log, () => ({ requestId: 'r-1' }));
    const error = Object.assign(new Error('could not reach the service'), { digest: '350019383' });
    console.error(' ⨯', error);
    console.warn('⚠ careful\nsecond line');
    console.log('hello');
    console.debug('detail');
    const [failure, ...rest] = lines();
    expect(failure).toMatchObject({
      level: 'error',
      requestId: 'r-1',
      msg: 'could not reach the service',
      err: { digest: '350019383' },
    });
    expect((failure?.err as { stack?: string }).stack).toContain(
      'Error: could not reach the service\n    at ',
    );
    expect(rest).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'careful\nsecond line' }),
      expect.objectContaining({ level: 'info', msg: 'hello' }),
      expect.objectContaining({ level: 'debug', msg: 'detail' }),
    ]);
  });

  it('logs an error printed twice (the page and the document around it) once', () => {
    const { log, lines } = capture();
    consoleToLog(log);
    const error = new Error('once');
    console.error(' ⨯', error);
    console.error(error);
    console.error(new Error('another'));
    expect(lines().map((line) => line.msg)).toEqual(['once', 'another']);
  });

  it('writes Node’s warnings as warn lines instead of its own printing', async () => {
    const { log, lines } = capture();
    warningsToLog(log);
    process.emitWarning('an old way', 'DeprecationWarning', 'DEP0999');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({
      level: 'warn',
      msg: 'an old way',
      err: { name: 'DeprecationWarning', code: 'DEP0999' },
    });
    expect(process.listenerCount('warning')).toBe(1);
  });
});
