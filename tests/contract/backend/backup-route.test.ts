import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '../../../backend/backup/archive-reader';
import { startBackend, type RunningBackend } from '../../support/backend';
import { operatorHeaders } from '../../support/operator';

// The route `npm run backup` asks a running backend through (backend/backup/backup-route.ts): the operator's
// key opens it, the folder must be named absolutely, and what it writes is a whole archive.

let backend: RunningBackend;
let folder: string;

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  folder = await mkdtemp(path.join(tmpdir(), 'backup-route-'));
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  await rm(folder, { recursive: true, force: true });
});

const backUp = async (body: string, headers: Record<string, string>) =>
  fetch(`${backend.url}/panel/api/operator/backup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('POST /panel/api/operator/backup', () => {
  it('is closed without the operator key', async () => {
    const answer = await backUp(JSON.stringify({ dir: folder }), {});
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { message: string }).message).toMatch(/operator/);
    expect(await readdir(folder)).toEqual([]);
  });

  it.each([
    ['a relative folder', JSON.stringify({ dir: 'backups' }), 400, /"dir":\["absolute"\]/],
    ['no folder', JSON.stringify({}), 400, /"dir":\["required"\]/],
    ['a body that is not JSON', '{"dir":', 400, /JSON/],
  ])('refuses %s with a message, writing nothing', async (_case, body, status, words) => {
    const answer = await backUp(body, await operatorHeaders(backend.dataDir));
    expect(answer.status).toBe(status);
    expect(JSON.stringify(await answer.json())).toMatch(words);
    expect(await readdir(folder)).toEqual([]);
  });

  it('writes a whole archive into the folder it is given, and answers what it holds', async () => {
    const answer = await backUp(JSON.stringify({ dir: folder }), await operatorHeaders(backend.dataDir));
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as {
      file: string;
      manifest: { tables: { name: string; rows: number }[] };
    };
    expect(path.dirname(result.file)).toBe(folder);
    expect(await readdir(folder)).toEqual([path.basename(result.file)]);
    const manifest = await verifyArchive(result.file);
    expect(manifest.tables.find((table) => table.name === 'talents')?.rows).toBe(10);
    expect(manifest).toEqual(result.manifest);
  });
});
