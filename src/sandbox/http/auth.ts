// How Gitea authenticates an API call (services/auth/): Basic (password or token), `token`/`Bearer`
// schemes, and the deprecated query tokens.
import type { UserRec } from '../model/records.js';
import type { Store } from '../model/store.js';

export type AuthResult =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: UserRec; viaQuery: boolean }
  | { kind: 'invalid' };

function byToken(store: Store, token: string): UserRec | undefined {
  if (token === '') return undefined;
  return store.users.find((u) => !u.isOrg && u.tokens.includes(token));
}

function basic(store: Store, encoded: string): AuthResult {
  const decoded = Buffer.from(encoded.trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return { kind: 'invalid' };
  const name = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  // services/auth/basic.go: a token is accepted as the username with an empty password (or `x-oauth-basic`), or as the password
  const usernameIsToken = password === '' || password === 'x-oauth-basic';
  const tokenUser = byToken(store, usernameIsToken ? name : password);
  if (tokenUser) return { kind: 'user', user: tokenUser, viaQuery: false };
  const user = store.userByName(name);
  if (user && !user.isOrg && password !== '' && user.password === password) {
    return { kind: 'user', user, viaQuery: false };
  }
  return { kind: 'invalid' };
}

export function authenticate(store: Store, header: string | undefined, query: URLSearchParams): AuthResult {
  if (header && header.trim() !== '') {
    const match = /^(\S+)\s+(.*)$/.exec(header.trim());
    const scheme = match?.[1]?.toLowerCase();
    const value = match?.[2]?.trim() ?? '';
    if (scheme === 'basic') return basic(store, value);
    if (scheme === 'token' || scheme === 'bearer') {
      const user = byToken(store, value);
      return user ? { kind: 'user', user, viaQuery: false } : { kind: 'invalid' };
    }
    // Unknown schemes are ignored by every Gitea auth method: the request stays anonymous.
  }
  const queryToken = query.get('token') ?? query.get('access_token');
  if (queryToken !== null) {
    const user = byToken(store, queryToken);
    return user ? { kind: 'user', user, viaQuery: true } : { kind: 'invalid' };
  }
  return { kind: 'anonymous' };
}
