#!/usr/bin/env node
// The `forge-graphql-gateway` command: runs src/main.ts through tsx's loader, so the TypeScript
// sources are the only build there is. Arguments reach main.ts unchanged in process.argv.

import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
