// Browser-facing protections: CSRF prevention, and switching introspection off for production.

import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Headers that make a request non-simple. A browser sends a cross-site request with a custom
 * header or `content-type: application/json` only after a CORS preflight, which this gateway
 * grants only to the origins of CORS_ORIGINS (none by default), so a forged form post or GET from
 * another site cannot ride on the user's cookies or network position. GraphiQL and JSON clients send `application/json` and pass unchanged.
 */
export const CSRF_HEADERS = ['x-graphql-csrf', 'x-graphql-yoga-csrf'];

export const CSRF_CODE = 'CSRF_HEADER_REQUIRED';

/** The CSRF prevention plugin, with a code and a message that says how to comply. */
export function csrfPrevention(): Plugin {
  const plugin = useCSRFPrevention({ requestHeaders: CSRF_HEADERS }) as Plugin;
  return {
    onRequestParse(payload) {
      try {
        return plugin.onRequestParse?.(payload);
      } catch {
        throw new GraphQLError(
          `a request without content-type application/json must carry an ${CSRF_HEADERS[0]} header`,
          { extensions: { code: CSRF_CODE, http: { status: 403 } } },
        );
      }
    },
  };
}

/**
 * Refuses introspection, and drops "Did you mean …?" from validation messages, since field
 * suggestions would reveal the schema piece by piece.
 */
export function disableIntrospection(): Plugin[] {
  return [
    useDisableIntrospection() as Plugin,
    {
      onValidate() {
        return ({ valid, result, setResult }) => {
          if (valid) return;
          setResult(
            result.map((error) =>
              / Did you mean .*\?$/.test(error.message)
                ? new GraphQLError(error.message.replace(/ Did you mean .*\?$/, ''), {
                    nodes: error.nodes,
                    extensions: error.extensions,
                  })
                : error,
            ),
          );
        };
      },
    },
  ];
}
