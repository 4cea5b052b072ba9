// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Behind nginx every body is held to `location /`'s 64 KB, but for the locations that say otherwise: a staff
// upload route that no upload location names is refused by nginx before the site sees it (a post's cover
// was, once). The routes are found by what they do: they read a form of files, with `staffUpload` or the
// pictures forms' `picturesUploadRoute`, which calls it.

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** The address a route file answers, its dynamic segments filled in with a number. */
const addressOf = (file: string) =>
  '/' +
  path
    .dirname(path.relative('app', file))
    .split(path.sep)
    .map((segment) => (/^\[\w+\]$/.test(segment) ? '12' : segment))
    .join('/');

/** The staff upload locations of deploy/nginx.conf (a regex location with a body bound of its own). */
function uploadLocations(): RegExp[] {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  return [...conf.matchAll(/location ~ (\^\/staff\/\S+\$) \{\s*client_max_body_size (\d+)m;/g)].map(
    ([, pattern]) => new RegExp(pattern!),
  );
}

describe("nginx's bound on the staff area's uploads", () => {
  const readsFiles = (file: string) =>
    /\b(staffUpload|picturesUploadRoute)\(/.test(readFileSync(file, 'utf8'));
  const uploads = routeFiles('app/staff/api').filter(readsFiles);

  it('is lifted for every route that takes pictures or videos', () => {
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    const locations = uploadLocations();
    expect(locations.length).toBeGreaterThan(0);
    for (const file of uploads) {
      const address = addressOf(file);
      expect(
        locations.some((location) => location.test(address)),
        `${address} (${file})`,
      ).toBe(true);
    }
  });

  it('is lifted for nothing else of the staff area', () => {
    const others = routeFiles('app/staff/api')
      .filter((file) => !uploads.includes(file))
      .map(addressOf);
    for (const address of others) {
      expect(
        uploadLocations().some((location) => location.test(address)),
        address,
      ).toBe(false);
    }
  });
});
