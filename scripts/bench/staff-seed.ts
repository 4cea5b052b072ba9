// The staff stage's data (staff.ts): 100,000 submissions (half applications with four photo rows each,
// half contact messages) and a roster topped up to 20,000 talents, written in SQL with generate_series
// into a copy of the bench's data folder while no backend runs on it: seconds, where the API would take
// hours. The photos' files do not exist; the pages measured only name them. Talents' category ids are the
// platform's (lib/vocabulary/categories.ts: models 1, talents 1891).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../backend/db/client';

export const STAFF_SUBMISSIONS = 100_000;
export const STAFF_TALENTS = 20_000;

const firstNames = `array['Ana','Beatriz','Carla','Daniela','Elena','Fernanda','Gabriela','Helena','Isabel','Julia']`;
const lastNames = `array['García','López','Martínez','Hernández','Pérez','Sánchez','Ramírez','Torres','Flores','Rivera','Gómez','Díaz']`;
/** A person's name for row `g`: ten first names, twelve last names, and the number. */
const nameOf = `(${firstNames})[1 + g % 10] || ' ' || (${lastNames})[1 + (g / 10) % 12] || ' ' || g`;
const statusOf = `(array['new','seen','answered','archived'])[1 + g % 4]`;
const languageOf = `(array['es','en','pt'])[1 + g % 3]`;

export async function seedStaffData(dataDir: string): Promise<{ submissions: number; talents: number }> {
  const database = await openDatabase({ dataDir });
  const { db } = database;
  const half = STAFF_SUBMISSIONS / 2;
  try {
    await db.execute(
      sql.raw(`INSERT INTO applications (language, name, gender, birthdate, height, nationality_id, nationality,
        country_id, country, city_id, city, email, phone, instagram, skills, accept, status, created_at)
      SELECT ${languageOf}, ${nameOf}, 'woman', date '1995-01-01' + g % 3000, '170/5''7"', 1, 'México', 1,
        'México', (SELECT min(id) FROM cities WHERE country_id = 1), 'Ciudad de México',
        'applicant' || g || '@example.com', '55' || lpad((g * 7919 % 100000000)::text, 8, '0'),
        '@applicant' || g, '[]'::jsonb, true, ${statusOf}, now() - g * interval '7 minutes'
      FROM generate_series(1, ${half}) g`),
    );
    await db.execute(
      sql.raw(`INSERT INTO application_files (application_id, field, path, mime, bytes)
      SELECT a.id, 'image_' || n, 'uploads/bench/' || a.id || '-' || n || '.jpg', 'image/jpeg', 100000
      FROM applications a, generate_series(1, 4) n`),
    );
    await db.execute(
      sql.raw(`INSERT INTO contact_messages (language, name, email, phone, message, status, created_at)
      SELECT ${languageOf}, ${nameOf}, 'writer' || g || '@example.com', '55' || lpad(g::text, 8, '0'),
        'Hola, quisiera saber más del casting número ' || g || ' y de sus fechas.', ${statusOf},
        now() - g * interval '7 minutes'
      FROM generate_series(1, ${half}) g`),
    );
    await db.execute(
      sql.raw(`INSERT INTO talents (name, name_key, letter, category_id)
      SELECT n, lower(n), lower(left(n, 1)), CASE WHEN g % 3 = 0 THEN 1891 ELSE 1 END
      FROM (SELECT g, ${nameOf} AS n FROM generate_series(1, ${STAFF_TALENTS}) g) names
      WHERE g > (SELECT count(*) FROM talents)`),
    );
    await db.execute(sql`ANALYZE`);
    const counted = await db.execute(sql`SELECT count(*)::int AS n FROM talents`);
    // PGlite answers { rows }, postgres.js the rows themselves.
    const rows = (Array.isArray(counted) ? counted : (counted as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    return { submissions: STAFF_SUBMISSIONS, talents: rows[0]?.n ?? 0 };
  } finally {
    await database.close();
  }
}
