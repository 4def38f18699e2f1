// GitHub's scalars as strings: ISO 8601 times, absolute URLs, hexadecimal object ids, rendered HTML.

import { builder } from './builder.js';

const asString = {
  serialize: (value: unknown) => String(value),
  parseValue: (value: unknown) => String(value),
};

builder.scalarType('DateTime', { description: 'An ISO-8601 encoded UTC date string.', ...asString });
builder.scalarType('URI', {
  description: 'An RFC 3986, RFC 3987, and RFC 6570 (level 4) compliant URI string.',
  ...asString,
});
builder.scalarType('GitObjectID', { description: 'A Git object ID.', ...asString });
builder.scalarType('HTML', { description: 'A string containing HTML code.', ...asString });
builder.scalarType('GitTimestamp', {
  description:
    'An ISO-8601 encoded date string. Unlike the DateTime type, GitTimestamp is not converted in UTC.',
  ...asString,
});
