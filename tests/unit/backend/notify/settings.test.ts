import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/backend/config';

const base = { SITE_URL: 'https://www.agency.example' };
const notifyWith = (env: Record<string, string>) => loadConfig({ ...base, ...env }).notify;
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was taken');
};

describe('the notification settings', () => {
  it('are off unless SMTP_URL and NOTIFY_TO are both set', () => {
    expect(notifyWith({})).toBeNull();
    expect(notifyWith({ SMTP_URL: '', NOTIFY_TO: '' })).toBeNull();
  });

  it('read the server, the addresses, and a sender from the site host by default', () => {
    expect(
      notifyWith({
        SMTP_URL: 'smtps://user:pa%40ss@mail.example.com:465',
        NOTIFY_TO: ' Ana@Agency.example, b@c.example ',
      }),
    ).toEqual({
      smtpUrl: 'smtps://user:pa%40ss@mail.example.com:465',
      to: ['ana@agency.example', 'b@c.example'],
      from: { name: 'Polanco Models', address: 'notifications@agency.example' },
      firstRetryMs: 60_000,
    });
    const chosen = notifyWith({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      NOTIFY_TO: 'a@b.example',
      NOTIFY_FROM: 'x@y.example',
    });
    expect(chosen?.from.address).toBe('x@y.example');
  });

  it('refuse a bad server or address at start, naming the setting, never echoing the password', () => {
    const to = { NOTIFY_TO: 'a@b.example' };
    expect(refusal({ ...to, SMTP_URL: 'https://user:secret@mail.example.com' })).toMatch(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/,
    );
    expect(refusal({ ...to, SMTP_URL: 'smtp:mail' })).toMatch(/SMTP_URL: must name the mail server/);
    expect(refusal({ ...to, SMTP_URL: 'https://user:secret@mail.example.com' })).not.toContain('secret');
    const smtp = { SMTP_URL: 'smtp://mail.example.com' };
    expect(refusal({ ...smtp, NOTIFY_TO: 'a@b.example, nobody' })).toMatch(
      /NOTIFY_TO: must be e-mail addresses separated by commas \("nobody" is not one\)/,
    );
    expect(refusal({ ...smtp, NOTIFY_TO: ' , ' })).toMatch(/NOTIFY_TO: must be e-mail addresses/);
    expect(refusal({ ...smtp, ...to, NOTIFY_FROM: 'Agency' })).toMatch(
      /NOTIFY_FROM: must be one e-mail address/,
    );
  });

  it('refuse one of SMTP_URL and NOTIFY_TO without the other', () => {
    expect(refusal({ SMTP_URL: 'smtp://mail.example.com' })).toMatch(
      /NOTIFY_TO: SMTP_URL and NOTIFY_TO go together/,
    );
    expect(refusal({ NOTIFY_TO: 'a@b.example' })).toMatch(/SMTP_URL: SMTP_URL and NOTIFY_TO go together/);
  });
});
