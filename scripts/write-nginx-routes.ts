// `npm run routes:nginx`: writes the parts of the nginx front generated from the site's tables:
// deploy/routes.conf from the route table (lib/i18n/nginx-routes.ts), and deploy/upload-limits.conf from the
// bounds of request bodies (lib/staff/nginx-upload-limits.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxUploadLimits } from '../lib/staff/nginx-upload-limits';
import { nginxRoutes } from '../lib/i18n/nginx-routes';

const deploy = (name: string) => path.resolve(import.meta.dirname, '../deploy', name);
writeFileSync(deploy('routes.conf'), nginxRoutes());
writeFileSync(deploy('upload-limits.conf'), nginxUploadLimits());
