/**
 * A throwaway certificate for localhost, for the HTTPS proxy tests: made in Node (the `selfsigned`
 * package), so the tests need no openssl program. `spki` is the certificate's public key as Chromium's
 * --ignore-certificate-errors-spki-list takes it (base64 of the SHA-256 of its DER form): the browser
 * then trusts this certificate, and only it, as a real one, service worker included.
 */
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import selfsigned from 'selfsigned';

export async function writeLocalhostCertificate(
  certFile: string,
  keyFile: string,
): Promise<{ cert: string; key: string; spki: string }> {
  const now = new Date();
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] },
    ],
  });
  fs.writeFileSync(certFile, pems.cert);
  fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  const der = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { cert: certFile, key: keyFile, spki: createHash('sha256').update(der).digest('base64') };
}
