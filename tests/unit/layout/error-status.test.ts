import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@/components/layout/error/error-status';
import { globalErrorText } from '@/components/layout/error/global-error-text';
import { locales } from '@/lib/i18n/routing';

describe('errorStatus', () => {
  it('takes the status an error carries', () => {
    expect(errorStatus(Object.assign(new Error('x'), { status: 503 }))).toBe(503);
    expect(errorStatus({ statusCode: 404 })).toBe(404);
  });

  it.each([new Error('no status'), null, 'text', { status: 200 }, { status: '503' }, { status: 999 }])(
    'is 500 for %s',
    (error) => {
      expect(errorStatus(error)).toBe(500);
    },
  );
});

describe('global error words', () => {
  it.each(locales)('equal the %s messages file', (locale) => {
    const file = path.join(process.cwd(), 'messages', `${locale}.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<
      'Error' | 'Common',
      Record<string, string>
    >;
    expect(globalErrorText[locale]).toEqual({
      message: messages.Error.message,
      retry: messages.Error.retry,
      home: messages.Common.home,
      fallback: messages.Error.fallback,
    });
  });
});
