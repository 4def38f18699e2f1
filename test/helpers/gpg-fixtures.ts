// Real OpenPGP public keys (ed25519) for the sandbox's GPG key routes, made with gpg for these tests.
// alice's carries her primary address and an encryption subkey; nobody's an address no account has.

/** `Alice Anderson <alice@example.com>`: key 686FD3CE28B4701B, subkey 133C7D8AE8E7C350 */
export const ALICE_GPG_KEY = [
  '-----BEGIN PGP PUBLIC KEY BLOCK-----',
  '',
  'mDMEaw9taBYJKwYBBAHaRw8BAQdA9FnXV2EZSrf2ck4eE7H020LAu449AdHL6DSP',
  '2f+nN6u0IkFsaWNlIEFuZGVyc29uIDxhbGljZUBleGFtcGxlLmNvbT6IkAQTFggA',
  'OBYhBCubFtoPbOCwFBTHt2hv084otHAbBQJrD21oAhsDBQsJCAcCBhUKCQgLAgQW',
  'AgMBAh4BAheAAAoJEGhv084otHAbUtABAJ197BzaSk83rBsxl3rUtHkgecbrQ/kR',
  'jmjYRledgqMQAP42p0os7J58Sq95tCxZkJBy9dJaC3mDD50SUybVZIuXDrg4BGsP',
  'bWkSCisGAQQBl1UBBQEBB0CXVfbKDGIQtrqO6IEB9SsEZhOYE6Ox864ktdGMoK4L',
  'dQMBCAeIeAQYFggAIBYhBCubFtoPbOCwFBTHt2hv084otHAbBQJrD21pAhsMAAoJ',
  'EGhv084otHAbuBkA/0TfdnGUu3sPXLfBoMR2iipWUm3TW0jxpUlUudSYpi73AP4n',
  'Z3PaOEA/zlASHCF81bndd3j2c+Y/zp9oAkHUiuhmAw==',
  '=SBRy',
  '-----END PGP PUBLIC KEY BLOCK-----',
].join('\n');

/** `Nobody <nobody@example.com>`: key 48A7FEC2ABC35B08 */
export const NOBODY_GPG_KEY = [
  '-----BEGIN PGP PUBLIC KEY BLOCK-----',
  '',
  'mDMEaw9taRYJKwYBBAHaRw8BAQdA32cAbAHxNc1+csxKSpeAy95ddZGYblgsFksX',
  'R/HFtgC0G05vYm9keSA8bm9ib2R5QGV4YW1wbGUuY29tPoiQBBMWCAA4FiEE6YAI',
  'hcQz62m4STbKSKf+wqvDWwgFAmsPbWkCGwMFCwkIBwIGFQoJCAsCBBYCAwECHgEC',
  'F4AACgkQSKf+wqvDWwjs6QEA0sLMxI0yzmGQypurvtVTghb8LoP8pqQ1NelqbHpX',
  '+coA/iQapmpIJtlVCpVGOWwhhVGci1QR179Qkkl2leQmFdcA',
  '=tw6X',
  '-----END PGP PUBLIC KEY BLOCK-----',
].join('\n');
