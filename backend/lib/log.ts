import type { Logger } from 'pino';
import type { Config } from '../config';
import { createLogger } from '../../lib/log/create-logger';

// The backend's logger: the site's format, with `program: backend`. Made once the configuration is read;
// before that (a configuration that does not parse), lines go out at the default level.
let logger: Logger | undefined;

export function configureLog(config: Config): Logger {
  logger = createLogger({ program: 'backend', port: config.port, ...config.log });
  return logger;
}

export function log(): Logger {
  return (logger ??= createLogger({ program: 'backend', level: 'info', port: 0 }));
}

/** A start names each migration it applies, so that the operator sees what an upgrade changed. */
export const logMigration = (name: string) => log().info({ migration: name }, 'migration applied');
