// `npm run routes:nginx`: writes deploy/routes.conf from the route table (lib/i18n/nginx-routes.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxRoutes } from '../lib/i18n/nginx-routes';

writeFileSync(path.resolve(import.meta.dirname, '../deploy/routes.conf'), nginxRoutes());
