// The contract files the PostgreSQL pass leaves out (docs/testing.md, "The two contract passes"): what runs
// the same whatever database the backend is on, and what already runs on both in the PGlite pass.
export const notOnPostgres = [
  // The site's API layer and route handlers: they speak HTTP to one shared backend, whose database is
  // the backend files' concern.
  'tests/contract/api/**',
  'tests/contract/site/**',
  // Refused before anything is stored: headers, control characters, uploads' bytes.
  'tests/contract/backend/{hardening,control-characters,upload-checks}.test.ts',
  // Restores into a folder and into a PostgreSQL database of their own in every pass.
  'tests/contract/backend/{backup-refusals,backup-restore,backup-full-disk}.test.ts',
];
