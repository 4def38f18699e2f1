// What `npm start` tells a newcomer: how to authenticate (demo credentials only in demo mode), how to
// let a local frontend call the gateway, and, when the port is taken, what to do instead.

export function bannerLines(options: { demo: boolean; corsOrigins: readonly string[] }): string[] {
  const lines = options.demo
    ? [
        'Send `Authorization: token alice-token` (a demo user) with every request, or sign in as another demo user.',
      ]
    : ['Send your forge credentials with every request: `Authorization: token <your token>`.'];
  lines.push(
    options.corsOrigins.length
      ? `Browser pages on ${options.corsOrigins.join(', ')} may call it (--cors-origins).`
      : 'A frontend on another origin (a dev server on http://localhost:5173, say)? Start with --cors-origins http://localhost:5173.',
  );
  return lines;
}

/** One line for a failed listen; a busy port says which flag picks another. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === 'EADDRINUSE') {
    return `port ${port} on ${host} is already in use: start with --port <another port> (or --port 0 for any free one)`;
  }
  if (error.code === 'EACCES')
    return `no permission to listen on ${host}:${port}: pick a port above 1023 with --port`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}
