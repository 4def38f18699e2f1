// A subscription the gateway refuses before its stream starts (a repository the caller may not see,
// an argument out of range) answers over HTTP as the same refusal does in a query: status 200 with
// the coded error. Yoga would otherwise answer 500: a result without `data` whose error wraps a
// forge failure counts as "unexpected" to it, although the error leaves masked and coded. A status
// that an error asks for itself (a 4xx of Yoga's own) still wins, as it does for a query.

import { isAsyncIterable, type Plugin } from 'graphql-yoga';

export function useSubscriptionRefusalStatus(): Plugin {
  return {
    onSubscribe() {
      return {
        onSubscribeResult({ result, setResult }) {
          if (isAsyncIterable(result) || !result.errors?.length) return;
          const extensions = result.extensions ?? {};
          const http = (extensions.http ?? {}) as { status?: number };
          setResult({
            ...result,
            extensions: { ...extensions, http: { ...http, status: http.status ?? 200 } },
          });
        },
      };
    },
  };
}
