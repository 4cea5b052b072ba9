// A throwaway TLS certificate for 127.0.0.1 (key.pem and cert.pem in `folder`), made with openssl, for the
// nginx fronts the tests and the bench start on private ports.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function selfSignedCertificate(folder) {
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(folder, 'key.pem'),
      '-out',
      path.join(folder, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`openssl could not make a certificate: ${result.stderr || result.error}`);
}
