// Rendering Markdown as the forge does (routers/api/v1/misc/markup.go): the answer is the HTML itself.

import { endpoint } from '../routes/endpoint.js';

/**
 * `Mode` comment, gfm (a document), wiki or markdown (no repository); `Context` the repository's path
 * (`/owner/repo`, for documents `/owner/repo/src/branch/<ref>`). 200 text/html; 422 for an unknown mode.
 */
export const renderMarkup = endpoint('POST /markup', { text: true });

/** the body is the Markdown itself (text/plain), rendered alone: no repository, no references (markdown.RenderRaw) */
export const renderMarkdownRaw = endpoint('POST /markdown/raw', { text: true, rawBody: true });
