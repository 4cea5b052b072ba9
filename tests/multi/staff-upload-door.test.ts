import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLimits } from '@/lib/contract/upload-limits';
import { staffPaths } from '@/lib/staff/paths';
import { startBackend, type RunningBackend } from '../support/backend';
import { startSite, type RunningSite } from '../support/site';
import { streamedUpload } from '../support/streamed-upload';

// The staff area's upload routes on the production build, as `npm start` serves them: a body is refused
// before it is read unless a live session sends it, and a signed-in member's body over the route's limit is
// sent back to its page unread. Eight 80 MB bodies at once with a made-up cookie cost the site no memory.

const ports = { site: 5450, backend: 5451 };
const admin = { email: 'uploads-admin@example.test', password: 'a long test password of the uploads' };
const MB = 1024 * 1024;
let backend: RunningBackend;
let site: RunningSite;

beforeAll(async () => {
  backend = await startBackend({
    port: ports.backend,
    env: { STAFF_ADMIN_EMAIL: admin.email, STAFF_ADMIN_PASSWORD: admin.password, SEED_TALENTS: '10' },
  });
  try {
    site = await startSite({ port: ports.site, backendPort: ports.backend });
  } catch (error) {
    await backend.stop();
    throw error;
  }
}, 240_000);

afterAll(async () => {
  await site?.stop();
  await backend?.stop();
});

/** The site process's resident memory, in bytes (Linux). */
function residentBytes(): number {
  const status = readFileSync(`/proc/${site.child.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
}

/** The session cookie of a staff member signed in through the site's own form. */
async function signIn(): Promise<string> {
  const answer = await fetch(`${site.url}${staffPaths.api.signIn}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(admin),
  });
  const cookie = /staff_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`no session: ${answer.status} ${await answer.text()}`);
  return `staff_session=${cookie}`;
}

const uploads = [
  staffPaths.api.pictures(1),
  staffPaths.api.postSlides(1),
  staffPaths.api.postPicture(1),
  staffPaths.api.slides,
];
const madeUp = { Cookie: 'staff_session=made-up-by-a-visitor' };

describe('a staff upload route', () => {
  it.each(uploads)('answers %s 401 to a made-up session before reading its body', async (path) => {
    const answer = await streamedUpload(site.url, path, {
      declared: 80 * MB,
      stopAfter: MB,
      headers: madeUp,
    });
    expect(answer.status, answer.error).toBe(401);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Answered while most of the body was never sent, and not waited for.
    expect(answer.sentBeforeAnswer).toBeLessThanOrEqual(MB);
    expect(answer.closedEarly).toBe(true);
  });

  it('sends a signed-in member’s body over its limit back to the page, unread', async () => {
    const cookie = await signIn();
    const answer = await streamedUpload(site.url, staffPaths.api.pictures(1), {
      declared: uploadLimits.pictures.bodyBytes + 1,
      stopAfter: MB,
      headers: { Cookie: cookie },
    });
    expect(answer.status, answer.error).toBe(303);
    expect(answer.headers.location).toBe(`${staffPaths.talent(1)}?done=size#pictures`);
    expect(answer.closedEarly).toBe(true);
  });

  it('stops reading a body sent without its length at the limit, and sends the member back', async () => {
    const cookie = await signIn();
    const { bodyBytes } = uploadLimits.postPicture;
    const answer = await streamedUpload(site.url, staffPaths.api.postPicture(1), {
      declared: 3 * bodyBytes,
      chunked: true,
      headers: { Cookie: cookie },
    });
    expect(answer.status, answer.error).toBe(303);
    expect(answer.headers.location).toBe(`${staffPaths.post(1)}?done=size#pictures`);
    // What the sockets' buffers hold on both sides, beyond what the route read.
    expect(answer.sentBeforeAnswer).toBeLessThan(bodyBytes + 8 * MB);
    expect(answer.closedEarly).toBe(true);
  });

  it('holds its memory under eight 80 MB bodies at once with a made-up session', async () => {
    // The routes loaded and the backend asked once, so what is measured is the bodies alone.
    for (const path of uploads) {
      await streamedUpload(site.url, path, { declared: 1024, headers: madeUp });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = residentBytes();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes())), 20);
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          streamedUpload(site.url, uploads[n % uploads.length]!, {
            declared: 80 * MB,
            headers: madeUp,
            timeoutMs: 60_000,
          }),
        ),
      );
      peak = Math.max(peak, residentBytes());
      console.info(
        `site RSS ${(before / MB).toFixed(1)} MB before, ${(peak / MB).toFixed(1)} MB at most; sent before ` +
          `the answers: ${answers.map((answer) => (answer.sentBeforeAnswer / MB).toFixed(1)).join(', ')} MB`,
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(401));
      expect(peak - before).toBeLessThan(20 * MB);
    } finally {
      clearInterval(sampler);
    }
  }, 120_000);
});
