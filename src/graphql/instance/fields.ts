// The fields of this domain’s types that read one key of the forge’s object as it is, one row a field:
// the key, the type as the schema prints it, what it means (kit/forge-fields.ts). Each type spreads its
// rows with `...forgeFields(t, FIELDS.Issue)` beside the fields it computes.

import { fieldTable } from '../kit/forge-fields.js';

// biome-ignore format: a table, one row a line
export const FIELDS = fieldTable({
  'NodeInfoUsage.users': ['users', 'NodeInfoUsers', 'Counts of users.'],
  'NodeInfoUsage.localPosts': ['localPosts', 'Int', 'Issues and pull requests.'],
  'NodeInfoUsage.localComments': ['localComments', 'Int', 'Comments on issues and pull requests.'],
  'NodeInfo.version': ['version', 'String', 'The NodeInfo schema version, 2.1.'],
  'NodeInfo.software': ['software', 'NodeInfoSoftware', 'The software the forge runs.'],
  'NodeInfo.protocols': ['protocols', '[String!]', 'The federation protocols the forge speaks, e.g. activitypub.'],
  'NodeInfo.openRegistrations': ['openRegistrations', 'Boolean', 'Whether anyone may sign up.'],
  'NodeInfo.usage': ['usage', 'NodeInfoUsage', 'How much the forge is used.'],
});
