// What a list of people or repositories reads as in a test: the logins or the full names of a
// connection's nodes, in order.

import type { Json } from '../../helpers/mutations.js';

export const logins = (connection: Json): string[] => connection.nodes.map((node: Json) => node.login);
export const names = (connection: Json): string[] => connection.nodes.map((node: Json) => node.fullName);
