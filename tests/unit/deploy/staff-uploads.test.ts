import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffPaths } from '@/lib/staff/paths';
import { staffUploads, uploadPathPattern } from '@/lib/staff/uploads';

// Behind nginx every body is held to the server's small bound, but for the locations that say otherwise: a
// staff upload route that no upload location names is refused by nginx before the site sees it (a post's
// cover was, once), and one whose location has another bound than the route's own refuses what the other
// takes. The routes are found by what they do: they read a form of files with `staffUpload`
// (lib/staff/route-handler.ts); each names its entry of lib/staff/uploads.ts.

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** The folder of a route file as an address: `/staff/api/talents/[id]/pictures`. */
const folderOf = (file: string) => '/' + path.dirname(path.relative('app', file)).split(path.sep).join('/');
/** The address a route file answers, its dynamic segments filled in with a number. */
const addressOf = (file: string) => folderOf(file).replace(/\[\w+\]/g, '12');

/** The staff upload locations nginx is given (a regex location with a body bound of its own). */
function uploadLocations(): { pattern: RegExp; bytes: number }[] {
  const conf = readFileSync('deploy/upload-limits.conf', 'utf8');
  return [...conf.matchAll(/location ~ (\^\/staff\/\S+\$) \{\s*client_max_body_size (\d+);/g)].map(
    ([, pattern, bytes]) => ({ pattern: new RegExp(pattern!), bytes: Number(bytes) }),
  );
}

describe("nginx's bound on the staff area's uploads", () => {
  const readsFiles = (file: string) => /\bstaffUpload\(/.test(readFileSync(file, 'utf8'));
  const uploads = routeFiles('app/staff/api').filter(readsFiles);

  it("is lifted to each route's own bound, for every route that takes pictures or videos", () => {
    expect(uploads.length).toBe(Object.keys(staffUploads).length);
    const locations = uploadLocations();
    for (const file of uploads) {
      const [name, upload] =
        Object.entries(staffUploads).find(([, entry]) => entry.route === folderOf(file)) ?? [];
      expect(upload, `${file} has an entry in lib/staff/uploads.ts`).toBeDefined();
      expect(readFileSync(file, 'utf8'), `${file} reads its bound from its entry`).toContain(
        `staffUploads.${name}`,
      );
      const matching = locations.filter((location) => location.pattern.test(addressOf(file)));
      expect(
        matching.map((location) => location.bytes),
        addressOf(file),
      ).toEqual([upload!.limit.bodyBytes]);
    }
  });

  it('names the routes the forms post to', () => {
    const posted = {
      talentPictures: staffPaths.api.pictures(12),
      postSlides: staffPaths.api.postSlides(12),
      postPicture: staffPaths.api.postPicture(12),
      slides: staffPaths.api.slides,
    };
    for (const [name, upload] of Object.entries(staffUploads)) {
      expect(uploadPathPattern(upload.route).test(posted[name as keyof typeof posted]), name).toBe(true);
    }
  });

  it('is lifted for nothing else of the staff area', () => {
    const others = routeFiles('app/staff/api')
      .filter((file) => !uploads.includes(file))
      .map(addressOf);
    // The sign-in, where nginx sends a refused upload: every change else is a Server Action.
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const address of others) {
      expect(
        uploadLocations().some((location) => location.pattern.test(address)),
        address,
      ).toBe(false);
    }
  });
});
