// Serves GraphiQL: the page at the GraphQL endpoint to a browser (`accept: text/html`), and its
// files under /graphiql/. Every answer is compressed (brotli or gzip, as the browser accepts) and
// carries an ETag; a browser that has it gets 304. The page revalidates each time (it holds the
// example tabs, which change with the deployment); the files are versioned in their URLs and cached for good.

import type { FetchAPI, Plugin } from 'graphql-yoga';
import { ASSET_NAMES, asset, assetVersion, StaticBody } from './assets.js';
import { type GraphiQLPageOptions, renderGraphiQLPage } from './page.js';

export const GRAPHIQL_ASSETS_PATH = '/graphiql';

async function answer(
  fetchAPI: FetchAPI,
  request: Request,
  body: StaticBody,
  cacheControl: string,
): Promise<Response> {
  const headers = new fetchAPI.Headers({
    'content-type': body.type,
    etag: body.etag,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
  });
  const validators = request.headers.get('if-none-match');
  if (validators?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    return new fetchAPI.Response(null, { status: 304, headers });
  }
  const { body: bytes, encoding } = await body.representation(request.headers.get('accept-encoding'));
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(bytes.byteLength));
  return new fetchAPI.Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers,
  });
}

const wantsPage = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.get('accept') ?? '').includes('text/html');

export function useGraphiQL(
  options: Omit<GraphiQLPageOptions, 'assetsPath' | 'version' | 'tabs'> & {
    enabled: boolean;
    /** the opening tabs, read when the page is first asked for (parsing the examples costs start-up time) */
    tabs: () => GraphiQLPageOptions['tabs'];
  },
): Plugin {
  let page: StaticBody | undefined;
  const renderPage = () => {
    page ??= new StaticBody(
      Buffer.from(
        renderGraphiQLPage({
          ...options,
          tabs: options.tabs(),
          assetsPath: GRAPHIQL_ASSETS_PATH,
          version: assetVersion(),
        }),
        'utf8',
      ),
      'text/html; charset=utf-8',
    );
    return page;
  };
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!options.enabled) return;
      if (url.pathname === options.endpoint && wantsPage(request) && !url.searchParams.has('query')) {
        return answer(fetchAPI, request, renderPage(), 'no-cache').then(endResponse);
      }
      if (url.pathname.startsWith(`${GRAPHIQL_ASSETS_PATH}/`) && request.method === 'GET') {
        const name = url.pathname.slice(GRAPHIQL_ASSETS_PATH.length + 1);
        const body = ASSET_NAMES.includes(name) ? asset(name) : undefined;
        if (!body) {
          endResponse(
            new fetchAPI.Response('not found', { status: 404, headers: { 'content-type': 'text/plain' } }),
          );
          return;
        }
        return answer(fetchAPI, request, body, 'public, max-age=31536000, immutable').then(endResponse);
      }
    },
  };
}
