// The fields of this domain’s types that read one key of the forge’s object as it is, one row a field:
// the key, the type as the schema prints it, what it means (kit/forge-fields.ts). Each type spreads its
// rows with `...forgeFields(t, FIELDS.Issue)` beside the fields it computes.

import { fieldTable } from '../kit/forge-fields.js';

// biome-ignore format: a table, one row a line
export const FIELDS = fieldTable({
  'GpgKey.keyId': ['key_id', 'String', 'The key’s 16-digit hexadecimal id.'],
  'GpgKey.publicKey': ['public_key', 'String', 'The key packet, base64, as the forge stores it (not the armored block that was added).'],
  'PublicKey.title': ['title', 'String', 'The key’s name, as its owner gave it.'],
  'PublicKey.key': ['key', 'String', 'The key as `<type> <base64>`, without its comment.'],
  'PublicKey.fingerprint': ['fingerprint', 'String', 'SHA256:… as ssh-keygen -l prints it'],
  'PublicKey.keyType': ['key_type', 'String', '`user` (or `deploy`); only for the key’s owner and site admins, null for others'],
  'PublicKey.readOnly': ['read_only', 'Boolean', 'Only for the key’s owner and site admins.'],
  'PublicKey.owner': ['user', 'User', 'Only for the key’s owner and site admins (the forge sends no owner to others).'],
});
