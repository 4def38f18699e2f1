// Go's base64.StdEncoding.DecodeString, which Gitea uses for file contents and avatars: the same strict
// alphabet and padding, newlines skipped, and on failure the same "illegal base64 data at input byte N",
// N being where Go's decoder stops (encoding/base64's CorruptInputError).

const ALPHABET = /[A-Za-z0-9+/]/;

/** the offset Go reports for text that does not decode, or -1 when it decodes */
function corruptAt(src: string): number {
  let si = 0;
  while (si < src.length) {
    let j = 0;
    for (; j < 4; j++) {
      if (si === src.length) return j === 0 ? -1 : si - j;
      const c = src[si++] as string;
      if (ALPHABET.test(c)) continue;
      if (c === '\n' || c === '\r') {
        j--;
        continue;
      }
      if (c !== '=' || j < 2) return si - 1;
      if (j === 2) {
        // "==" expected: the second '=' may follow newlines
        while (si < src.length && (src[si] === '\n' || src[si] === '\r')) si++;
        if (si === src.length) return src.length;
        if (src[si] !== '=') return si - 1;
        si++;
      }
      while (si < src.length && (src[si] === '\n' || src[si] === '\r')) si++;
      return si < src.length ? si : -1;
    }
  }
  return -1;
}

/** the decoded bytes, or the message of Go's error */
export function goBase64Decode(text: string): { bytes: Buffer } | { error: string } {
  const at = corruptAt(text);
  if (at >= 0) return { error: `illegal base64 data at input byte ${at}` };
  return { bytes: Buffer.from(text.replace(/[\r\n]/g, ''), 'base64') };
}
