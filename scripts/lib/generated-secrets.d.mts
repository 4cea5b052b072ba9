/** The variables to add to `env` for the site, read from `DATA_DIR/secrets.json` (none when it is absent). */
export function generatedSecrets(env: Record<string, string | undefined>): Record<string, string>;
