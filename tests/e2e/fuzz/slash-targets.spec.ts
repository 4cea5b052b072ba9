import { rawRequest, requestBytes } from '../../support/raw-http';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';

// Request targets that start with two slashes once got no answer at all from the site (the connection
// hung for 30 s and more). Each must be answered at once, and a redirect must stay on this site.
const targets = ['//', '///', '//%5c%5cevil.example', '//evil.example/x', '//x', '//en', '//%2F%2Fevil'];

test('request targets starting with // are answered, never left hanging, and never sent to another host', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same answers for any screen');
  const host = new URL(e2eSiteUrl).host;
  for (const target of targets) {
    // Five seconds, far above an answer's time on a busy machine and far below the old hang's 30 s: an
    // answer that does not come within them is an error.
    const answer = await rawRequest(
      e2eSiteUrl,
      requestBytes(`GET ${target} HTTP/1.1`, [
        ['Host', host],
        ['Connection', 'close'],
      ]),
      5_000,
    );
    expect(answer.error, target).toBeUndefined();
    expect(answer.status, target).toBeGreaterThanOrEqual(300);
    expect(answer.status, target).toBeLessThan(500);
    const location = answer.headers.location;
    if (location) expect(new URL(location, e2eSiteUrl).host, `${target} → ${location}`).toBe(host);
  }
});
