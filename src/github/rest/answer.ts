// What a REST route answers: a status, JSON or text, and headers; and GitHub's bodies for the answers
// every route shares (its 404, its error bodies name https://docs.github.com/rest as GitHub's do).

export interface RestAnswer {
  status: number;
  /** sent as JSON */
  body?: unknown;
  /** sent as it is (a diff, a raw file), with `contentType` */
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export const DOCUMENTATION_URL = 'https://docs.github.com/rest';

export const json = (body: unknown, status = 200, headers?: Record<string, string>): RestAnswer => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});

/** GitHub's error body: its message and where its documentation is. */
export const failure = (status: number, message: string, extra?: Record<string, unknown>): RestAnswer =>
  json({ message, ...extra, documentation_url: DOCUMENTATION_URL }, status);

/** GitHub's answer for a route it does not serve, and for a thing the caller may not see. */
export const notFound = (): RestAnswer => failure(404, 'Not Found');

/** GitHub's 422: the request names something wrong, field by field when the forge said which. */
export const validationFailed = (message: string, field?: string): RestAnswer =>
  failure(422, 'Validation Failed', { errors: [{ code: 'invalid', message, ...(field ? { field } : {}) }] });
