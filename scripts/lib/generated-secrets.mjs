// What `npm start` hands the site from the embedded backend's data folder: the service credentials and the
// revalidation secret the backend generated on a public start (backend/lib/site-secrets.ts), for each one
// the environment leaves unset. The operator's key stays with the backend and its commands.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The one secret of the file that is the backend's alone. */
const operatorKey = 'OPERATOR_KEY';

/** The variables to add to `env` for the site, read from `DATA_DIR/secrets.json` (none when it is absent). */
export function generatedSecrets(env) {
  const file = path.resolve(env.DATA_DIR || './data', 'secrets.json');
  let stored;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
  return Object.fromEntries(
    Object.entries(stored).filter(([name, value]) => name !== operatorKey && !env[name] && value),
  );
}
