// The records of a user's own settings (SSH keys, extra e-mail addresses, interface preferences), kept
// beside the Store as the people area's state is: one state per Store, made on first use.
import { createHash } from 'node:crypto';
import type { Store } from './store.js';
import { storeSlot } from './store-slot.js';

/** models/asymkey/ssh_key.go PublicKey of type KeyTypeUser */
export interface PublicKeyRec {
  id: number;
  ownerId: number;
  title: string;
  /** `<type> <base64>`, the comment dropped (CheckPublicKeyString) */
  content: string;
  fingerprint: string;
  createdAt: Date;
}

/** models/user/email_address.go EmailAddress beyond the primary one (which is the user's own `email`) */
export interface EmailRec {
  userId: number;
  email: string;
  verified: boolean;
}

/** The preferences UserSettings carries that the user record has no column for in the sandbox. */
export interface PreferencesRec {
  theme: string;
  diffViewStyle: string;
}

export interface SettingsState {
  publicKeys: PublicKeyRec[];
  emails: EmailRec[];
  preferences: Map<number, PreferencesRec>;
}

export const settingsOf = storeSlot<SettingsState>(() => ({
  publicKeys: [],
  emails: [],
  preferences: new Map(),
}));

/** setting.UI.DefaultTheme and the unified diff view of a new account */
export function preferencesOf(store: Store, userId: number): PreferencesRec {
  const state = settingsOf(store);
  let prefs = state.preferences.get(userId);
  if (!prefs) {
    prefs = { theme: 'gitea-auto', diffViewStyle: 'unified' };
    state.preferences.set(userId, prefs);
  }
  return prefs;
}

/** The key types CheckPublicKeyString accepts (ssh.ParsePublicKey's algorithms) */
const KEY_TYPES = new Set([
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
]);

/**
 * An authorized_keys line as CheckPublicKeyString reads it: `<type> <base64 blob> [comment]`, the blob
 * starting with its own type name. Answers the stored content and the SHA256 fingerprint, or why not.
 */
export function parsePublicKey(line: string): { content: string; fingerprint: string } | { error: string } {
  const [type = '', encoded = ''] = line.trim().split(/\s+/);
  if (!KEY_TYPES.has(type) || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) {
    return { error: 'Invalid key content: no key found' };
  }
  const blob = Buffer.from(encoded, 'base64');
  const nameLength = blob.length >= 4 ? blob.readUInt32BE(0) : -1;
  if (nameLength < 0 || blob.subarray(4, 4 + nameLength).toString('latin1') !== type) {
    return { error: 'Invalid key content: ssh: no key found' };
  }
  const digest = createHash('sha256').update(blob).digest('base64').replace(/=+$/, '');
  return { content: `${type} ${encoded}`, fingerprint: `SHA256:${digest}` };
}
