import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../common/private-dir';

export interface Certificate {
  key: string;
  cert: string;
}

/**
 * Amplify always uses https for the hosted UI, so it needs TLS. The certificate is made once and kept, so that a person
 * who accepted it in their browser is not asked again after a restart.
 */
export async function loadOrCreateCertificate(dir: string): Promise<Certificate> {
  const keyFile = path.join(dir, 'tls-key.pem');
  const certFile = path.join(dir, 'tls-cert.pem');
  if (fs.existsSync(keyFile) && fs.existsSync(certFile)) {
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  }
  const notAfterDate = new Date();
  notAfterDate.setFullYear(notAfterDate.getFullYear() + 10);
  const made = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  makePrivateDir(dir);
  fs.writeFileSync(keyFile, made.private, { mode: PRIVATE_FILE_MODE });
  fs.writeFileSync(certFile, made.cert);
  return { key: made.private, cert: made.cert };
}
