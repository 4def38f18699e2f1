// Just enough OpenPGP (RFC 4880) to read an armored public key the way Gitea's AddGPGKey does with
// go-crypto's openpgp.ReadArmoredKeyRing: the primary key and its subkeys (v4 key ids, creation times,
// what their algorithms can do) and the e-mail addresses of its user ids. Signatures are not checked,
// so revoked ids and key expiry are not seen.
import { createHash } from 'node:crypto';

export interface PgpKey {
  /** 16 upper-case hex digits, the low 64 bits of the v4 fingerprint */
  keyId: string;
  created: Date;
  /** the key packet, header included, base64 (what Gitea stores as the key's content) */
  content: string;
  canSign: boolean;
  canEncrypt: boolean;
}

export interface PgpEntity extends PgpKey {
  subkeys: PgpKey[];
  /** the addresses of the user ids, as written */
  emails: string[];
}

const BEGIN = '-----BEGIN PGP PUBLIC KEY BLOCK-----';
const END = '-----END PGP PUBLIC KEY BLOCK-----';

/** the error text go-crypto gives, for ErrGPGKeyParsing */
export class PgpError extends Error {}

function dearmor(text: string): Buffer {
  const lines = text.replace(/\r/g, '').split('\n');
  const start = lines.findIndex((l) => l.trim() === BEGIN);
  const end = lines.findIndex((l, i) => i > start && l.trim() === END);
  if (start < 0 || end < 0) throw new PgpError('openpgp: invalid argument: no armored data found');
  let i = start + 1;
  // armor headers ("Comment: …") end at the first blank line
  if (lines.slice(i, end).some((l) => l.trim() === '')) {
    while (i < end && (lines[i] ?? '').trim() !== '') i++;
  }
  const body = lines
    .slice(i, end)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('='))
    .join('');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw new PgpError('openpgp: invalid data: armor body');
  return Buffer.from(body, 'base64');
}

interface Packet {
  tag: number;
  body: Buffer;
  raw: Buffer;
}

function packets(data: Buffer): Packet[] {
  const out: Packet[] = [];
  let at = 0;
  while (at < data.length) {
    const start = at;
    const head = data[at++] ?? 0;
    if ((head & 0x80) === 0) throw new PgpError('openpgp: invalid data: tag byte does not have MSB set');
    let tag: number;
    let length: number;
    if (head & 0x40) {
      tag = head & 0x3f;
      const o1 = data[at++] ?? 0;
      if (o1 < 192) length = o1;
      else if (o1 < 224) length = ((o1 - 192) << 8) + (data[at++] ?? 0) + 192;
      else if (o1 === 255) {
        length = data.readUInt32BE(at);
        at += 4;
      } else throw new PgpError('openpgp: unsupported feature: partial length in a key');
    } else {
      tag = (head >> 2) & 0x0f;
      const kind = head & 3;
      if (kind === 0) length = data[at++] ?? 0;
      else if (kind === 1) {
        length = data.readUInt16BE(at);
        at += 2;
      } else if (kind === 2) {
        length = data.readUInt32BE(at);
        at += 4;
      } else length = data.length - at;
    }
    if (at + length > data.length) throw new PgpError('openpgp: invalid data: unexpected EOF');
    out.push({ tag, body: data.subarray(at, at + length), raw: data.subarray(start, at + length) });
    at += length;
  }
  return out;
}

/** go-crypto's PubKeyAlgo.CanEncrypt and PublicKey.CanSign, by algorithm number */
const ENCRYPTS = new Set([1, 2, 16, 18, 25, 26]);
const SIGNS = new Set([1, 3, 17, 19, 22, 27, 28]);

function keyOf(packet: Packet): PgpKey {
  const { body } = packet;
  if (body[0] !== 4) throw new PgpError(`openpgp: unsupported feature: public key version ${body[0]}`);
  const header = Buffer.alloc(3);
  header[0] = 0x99;
  header.writeUInt16BE(body.length, 1);
  const fingerprint = createHash('sha1').update(header).update(body).digest('hex');
  const algorithm = body[5] ?? 0;
  return {
    keyId: fingerprint.slice(-16).toUpperCase(),
    created: new Date(body.readUInt32BE(1) * 1000),
    content: packet.raw.toString('base64'),
    canSign: SIGNS.has(algorithm),
    canEncrypt: ENCRYPTS.has(algorithm),
  };
}

/** packet.parseUserId's address: what is inside the angle brackets */
function emailOf(userId: string): string {
  const match = /<([^>]*)>/.exec(userId);
  return (match?.[1] ?? '').trim();
}

/** The entities of an armored key ring; PgpError when it is none. */
export function readArmoredKeyRing(text: string): PgpEntity[] {
  const entities: PgpEntity[] = [];
  for (const packet of packets(dearmor(text))) {
    const current = entities[entities.length - 1];
    if (packet.tag === 6) entities.push({ ...keyOf(packet), subkeys: [], emails: [] });
    else if (!current) throw new PgpError('openpgp: invalid data: first packet was not a public/private key');
    else if (packet.tag === 14) current.subkeys.push(keyOf(packet));
    else if (packet.tag === 13) current.emails.push(emailOf(packet.body.toString('utf8')));
  }
  if (entities.length === 0) throw new PgpError('openpgp: invalid argument: no armored data found');
  return entities;
}
