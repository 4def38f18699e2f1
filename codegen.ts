// `npm run codegen`: typed document nodes for every operation of operations/, from the committed
// schema. Each document also carries its persisted operation id (`__meta__.hash`), computed by the
// same function as operations/manifest.json, so a client can send the id instead of the text.

import type { CodegenConfig } from '@graphql-codegen/cli';
import type { DocumentNode } from 'graphql';
import { persistedOperationId } from './src/persisted/manifest.js';

const config: CodegenConfig = {
  schema: './schema/schema.graphql',
  documents: ['./operations/**/*.graphql'],
  ignoreNoDocuments: false,
  // NodeNext needs explicit extensions on relative imports (toolchain.md, section 3 item 5).
  importExtension: '.js',
  generates: {
    './generated/client/': {
      preset: 'client',
      presetConfig: {
        // Result types include fragment fields directly; masking suits component-owned fragments, not ours.
        fragmentMasking: false,
        onExecutableDocumentNode: (document: DocumentNode) => ({ hash: persistedOperationId(document) }),
      },
      config: {
        useTypeImports: true,
        enumType: 'string-literal',
        // Every custom scalar must be mapped here: a new one fails codegen instead of becoming `any`.
        strictScalars: true,
        scalars: {
          DateTime: 'string',
          URL: 'string',
          // Numbers while safe, strings beyond 2^53 (src/graphql/kit/common.ts).
          BigInt: 'number | string',
          // A part of a multipart request (the GraphQL multipart request spec): a Blob or File.
          File: 'Blob',
        },
      },
    },
    // Client caches (Apollo's InMemoryCache, urql's Graphcache) need to know which object types an
    // interface or union stands for, to match fragments on `Error`, `Node` and the result unions.
    './generated/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
