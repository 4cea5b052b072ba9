import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { smallBodyBytes, uploadLimits } from '@/lib/contract/upload-limits';
import { nginxUploadLimits } from '@/lib/staff/nginx-upload-limits';

// Every bound of a request body has one source, lib/contract/upload-limits.ts: nginx's come from it through a
// generated file, as the site's route handlers and the backend's routes import it.

describe("the nginx front's body bounds", () => {
  it('are checked in as the limits make them (`npm run routes:nginx` writes deploy/upload-limits.conf)', () => {
    expect(readFileSync('deploy/upload-limits.conf', 'utf8')).toBe(nginxUploadLimits());
  });

  it('are included in the server, and written nowhere else in deploy/nginx.conf', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    expect(conf).toMatch(
      /^\s*include \/etc\/nginx\/agency-upload-limits\.conf;\s*# EDIT: deploy\/upload-limits\.conf$/m,
    );
    // Only the internal locations that take no body at all say anything of a body's size.
    expect([...conf.matchAll(/client_max_body_size (\S+);/g)].map(([, value]) => value)).toEqual(['0', '0']);
  });

  it("hold the application's form and the server's other bodies to the site's own bounds", () => {
    const conf = nginxUploadLimits();
    expect(conf).toMatch(new RegExp(`^client_max_body_size ${smallBodyBytes};$`, 'm'));
    expect(conf).toContain(
      `location = /api/get-scouted {\n  client_max_body_size ${uploadLimits.application.bodyBytes};`,
    );
  });
});
