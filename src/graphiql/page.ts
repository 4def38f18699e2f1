// The GraphiQL page: a small HTML document that loads GraphiQL 3 (CodeMirror based, a quarter of the
// size of a Monaco build on the wire) from the gateway's own `/graphiql/` files and opens the example
// operations in tabs. Subscriptions run over WebSocket (graphql-ws, bundled in GraphiQL's build) at the
// same path as queries, which the gateway serves (src/live/websocket.ts); each subscription sends the
// tab's headers as its connection parameters, so `Authorization` signs it in as it signs in a query.

export interface GraphiQLPageOptions {
  /** shown in the browser tab and in GraphiQL's logo corner; short, so it fits there */
  title: string;
  endpoint: string;
  /** tabs GraphiQL opens with: each a document, its variables and headers (JSON text) */
  tabs: { query: string; variables?: string; headers?: string }[];
  /** the headers editor's text for new tabs (demo mode signs in as alice) */
  headers?: string;
  /** where the assets are served, e.g. /graphiql */
  assetsPath: string;
  /** appended to asset URLs, so browsers may cache them for good */
  version: string;
}

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderGraphiQLPage(options: GraphiQLPageOptions): string {
  const asset = (name: string) => `${options.assetsPath}/${name}?v=${options.version}`;
  const config = {
    endpoint: options.endpoint,
    title: options.title,
    tabs: options.tabs,
    headers: options.headers ?? '',
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(options.title)}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${asset('graphiql.css')}" />
    <style>
      html, body, #graphiql { height: 100%; margin: 0; }
      .graphiql-logo { white-space: nowrap; }
    </style>
  </head>
  <body>
    <div id="graphiql">Loading GraphiQL…</div>
    <script id="graphiql-config" type="application/json">${scriptJson(config)}</script>
    <script src="${asset('react.js')}"></script>
    <script src="${asset('react-dom.js')}"></script>
    <script src="${asset('graphiql.js')}"></script>
    <script>
      const config = JSON.parse(document.getElementById('graphiql-config').textContent);
      const url = new URL(config.endpoint, location.href);
      const subscriptionUrl = new URL(url);
      subscriptionUrl.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const fetcher = GraphiQL.createFetcher({
        url: url.toString(),
        subscriptionUrl: subscriptionUrl.toString(),
      });
      const logo = React.createElement(GraphiQL.Logo, null, config.title);
      ReactDOM.createRoot(document.getElementById('graphiql')).render(
        React.createElement(
          GraphiQL,
          {
            fetcher,
            defaultTabs: config.tabs,
            defaultHeaders: config.headers,
            isHeadersEditorEnabled: true,
            defaultEditorToolsVisibility: true,
            shouldPersistHeaders: false,
          },
          logo,
        ),
      );
    </script>
  </body>
</html>
`;
}
