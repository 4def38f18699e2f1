// The GitHub-compatible face: a second Yoga at /api/graphql over the GitHub-shaped schema, with the
// gateway's own client, per-request context, logger, metrics, limits and error masking. GitHub's
// clients send Accept values of their own (`application/vnd.github.merge-info-preview+json`): the
// face answers them with JSON, as GitHub does, instead of Yoga's 406.

import type { IncomingMessage, RequestListener } from 'node:http';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../graphql/kit/context.js';
import { maskError } from '../graphql/kit/errors.js';
import type { Logger } from '../observability/logging.js';
import { maskAndLog } from '../observability/masking.js';
import { type GithubContext, webUrlOf } from './context.js';
import { useGithubErrors } from './errors-shape.js';
import { githubSchema } from './schema/schema.js';
import { withoutOverlapRule } from './validation.js';

export const GITHUB_ENDPOINT = '/api/graphql';

export interface GithubFaceOptions {
  forgeUrl: string;
  /** the per-request context of /graphql (graphql/context.ts), with what the gateway adds to it */
  context: (init: { request: Request; req?: IncomingMessage }) => Context;
  logger: Logger;
  /** the gateway's own plugins for this endpoint: observation, hardening, limits, CORS, the call budget */
  plugins: Plugin[];
}

export interface GithubFace {
  yoga: YogaServerInstance<Record<string, never>, GithubContext>;
  listener: RequestListener;
}

/** GitHub's media types (and anything else GitHub answers with JSON) as plain JSON for Yoga. */
function acceptAsJson(req: IncomingMessage): void {
  const accept = req.headers.accept;
  if (
    accept &&
    !/application\/(graphql-response\+)?json|\*\/\*|text\/event-stream|multipart\/mixed/.test(accept)
  ) {
    req.headers.accept = 'application/json';
  }
}

export function createGithubFace(options: GithubFaceOptions): GithubFace {
  const webUrl = webUrlOf(options.forgeUrl);
  const yoga = createYoga<Record<string, never>, GithubContext>({
    schema: githubSchema,
    context: (init) => Object.assign(options.context(init), { webUrl }),
    graphqlEndpoint: GITHUB_ENDPOINT,
    landingPage: false,
    graphiql: false,
    logging: false,
    maskedErrors: { maskError: maskAndLog(maskError, options.logger) },
    maxRequestBodySize: false,
    cors: false,
    plugins: [...options.plugins, withoutOverlapRule(), useGithubErrors()],
  });
  return {
    yoga,
    listener: (req, res) => {
      acceptAsJson(req);
      return yoga(req, res);
    },
  };
}

/** `/api/graphql` to the face, every other path to the gateway's own listener. */
export function routeGithubFace(face: GithubFace, rest: RequestListener): RequestListener {
  return (req, res) => {
    const path = req.url?.split('?')[0];
    return path === GITHUB_ENDPOINT ? face.listener(req, res) : rest(req, res);
  };
}
