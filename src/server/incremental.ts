// @defer and @stream: the parts of an answer that may arrive later. Yoga sends such an answer over
// multipart/mixed or SSE, and refuses with 406 a client that accepts neither, but only after
// executing it; the refusal here comes before execution, so that refused answer costs no forge call.

import { BREAK, type DocumentNode, GraphQLError, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const NOT_ACCEPTABLE = 'NOT_ACCEPTABLE';

const incremental = new WeakMap<DocumentNode, boolean>();

/** Whether the document asks for any part later (@defer, @stream); once per parsed document. */
export function isIncremental(document: DocumentNode): boolean {
  let found = incremental.get(document);
  if (found === undefined) {
    let seen = false;
    visit(document, {
      Directive(node) {
        if (node.name.value !== 'defer' && node.name.value !== 'stream') return;
        seen = true;
        return BREAK;
      },
    });
    found = seen;
    incremental.set(document, found);
  }
  return found;
}

/** An Accept header that admits an answer in parts; none at all admits anything. */
function acceptsParts(accept: string | null): boolean {
  return accept === null || /multipart\/mixed|text\/event-stream|\*\/\*/.test(accept);
}

export function useIncrementalAccept(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request: Request }).request;
      if (!isIncremental(args.document) || acceptsParts(request.headers.get('accept'))) return;
      const message = '@defer and @stream answer in parts: accept multipart/mixed or text/event-stream.';
      setResultAndStopExecution({
        errors: [new GraphQLError(message, { extensions: { code: NOT_ACCEPTABLE, http: { status: 406 } } })],
      });
    },
  };
}
