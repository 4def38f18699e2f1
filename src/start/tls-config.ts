// HTTPS straight from the gateway: TLS_CERT and TLS_KEY name PEM files, both or neither. The files are
// read at start, so that a path that cannot be read stops the process with one line, as any bad value does.

import { readFileSync } from 'node:fs';
import { ConfigError } from '../base/config-error.js';

export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

type Env = Record<string, string | undefined>;

export function tlsFromEnv(env: Env): TlsFiles | undefined {
  const certFile = env.TLS_CERT || undefined;
  const keyFile = env.TLS_KEY || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile) throw new ConfigError('TLS_KEY needs TLS_CERT: the certificate the key belongs to');
  if (!keyFile) throw new ConfigError('TLS_CERT needs TLS_KEY: the private key of the certificate');
  return { certFile, keyFile };
}

/** The certificate and key as node:https takes them. */
export function readTlsFiles(files: TlsFiles): { cert: Buffer; key: Buffer } {
  const read = (name: string, path: string) => {
    try {
      return readFileSync(path);
    } catch (error) {
      throw new ConfigError(`${name} cannot be read: ${(error as Error).message}`);
    }
  };
  return { cert: read('TLS_CERT', files.certFile), key: read('TLS_KEY', files.keyFile) };
}
