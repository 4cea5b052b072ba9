import { z } from 'zod';

// What a backup archive holds, the same from PGlite and from PostgreSQL: its entries and their order are in
// docs/backups.md; `manifest.json`, last, lists the others with their sizes and checksums, and counts.

export const archiveFormat = 1;

export const manifestName = 'manifest.json';
export const secretsEntry = 'secrets.json';
export const tableEntry = (table: string, part: number) =>
  `db/${table}/${String(part).padStart(5, '0')}.jsonl`;
export const fileEntry = (area: FileArea, key: string) => `files/${area}/${key}`;

export const fileAreas = ['media', 'uploads'] as const;
export type FileArea = (typeof fileAreas)[number];

const entrySchema = z.object({
  name: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestEntry = z.infer<typeof entrySchema>;

export const manifestSchema = z.object({
  format: z.literal(archiveFormat),
  createdAt: z.iso.datetime(),
  /** Where it was made: the database's kind; the data come out the same from either. */
  source: z.enum(['pglite', 'postgres']),
  /** The tags of the migrations applied to the database it was made from, in order. */
  migrations: z.array(z.string().min(1)),
  /** Rows per table, in the order the tables are restored (parents before the rows that name them). */
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0) })),
  files: z.object({ media: z.number().int().min(0), uploads: z.number().int().min(0) }),
  entries: z.array(entrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
