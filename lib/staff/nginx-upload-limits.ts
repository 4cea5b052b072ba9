import { smallBodyBytes, uploadLimits } from '@/lib/contract/upload-limits';
import { staffUploads } from './uploads';

// deploy/upload-limits.conf, nginx's bounds of request bodies, as `npm run routes:nginx` writes it from
// lib/contract/upload-limits.ts and uploads.ts (docs/staff-uploads-nginx.md).

/** The directives every upload location shares: nginx's own pages for what it refuses, then the site. */
const passed = [
  '  error_page 400 /.agency-error/400;',
  '  error_page 494 /.agency-error/431;',
  '  error_page 502 504 =503 /.agency-error/503;',
  '  proxy_pass http://agency_site;',
];

/** The public forms whose too-large body gets a page of its own (app/api/forms/too-large, by nginx.conf). */
const publicForms = [
  { route: '/api/contact', page: 'contact', bodyBytes: smallBodyBytes },
  { route: '/api/get-scouted', page: 'application', bodyBytes: uploadLimits.application.bodyBytes },
];

/** An upload route's path as nginx matches it: the id any number. */
const nginxPattern = (route: string) => `^${route.replace('[id]', '[0-9]+')}$`;

/** deploy/upload-limits.conf: the server's body bound and the upload locations (server context). */
export function nginxUploadLimits(): string {
  const staff = Object.values(staffUploads).flatMap((upload) => [
    `location ~ ${nginxPattern(upload.route)} {`,
    `  client_max_body_size ${upload.limit.bodyBytes};`,
    '  proxy_request_buffering on;',
    '  error_page 413 = /.agency-upload-too-large$uri;',
    ...passed,
    '}',
  ]);
  return [
    '# Generated from lib/contract/upload-limits.ts by `npm run routes:nginx`: change the limits there, not',
    '# this file.',
    '',
    "# Every body but the uploads below: the staff area's changes, the contact and selection forms.",
    `client_max_body_size ${smallBodyBytes};`,
    '',
    '# The public forms a browser may post itself (`?lang=`, docs/routes.md): a body over its bound gets',
    "# the site's page for it, in the visitor's language, with the 413 status. error_page here replaces the",
    "# server's, so the others are given again.",
    ...publicForms.flatMap(({ route, page, bodyBytes }) => [
      `location = ${route} {`,
      ...(bodyBytes > smallBodyBytes
        ? [`  client_max_body_size ${bodyBytes};`, '  proxy_request_buffering on;']
        : []),
      `  error_page 413 /.agency-form-too-large/${page}?lang=$arg_lang;`,
      ...passed,
      '}',
    ]),
    '',
    "# The staff area's uploads (docs/staff-uploads-nginx.md), each held to its route's own bound. A body",
    '# over it is sent to the site without its body (/.agency-upload-too-large in deploy/nginx.conf), which',
    "# sends a signed-in member back to the form's page with the reason, as the route does. The area's",
    '# answers are no-store, so `location /` never caches them.',
    ...staff,
    '',
  ].join('\n');
}
