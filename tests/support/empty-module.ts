// Stands in for `server-only` outside the Next.js build (see vitest.config.ts).
export {};
