// The meaning of the forge's keys that mean the same on every object, so each is worded once: a
// `forgeFields` row (forge-fields.ts) or a `plainObject` field (plain-object.ts) that leaves its
// description out takes this wording.

export const COMMON_VALUES: Readonly<Record<string, string>> = {
  created_at: 'When it was created.',
  updated_at: 'When it last changed.',
  closed_at: 'When it was closed; null while it is open.',
  started_at: 'When it started running; null until then.',
  completed_at: 'When it finished; null until then.',
  html_url: 'Its page in the forge’s web interface.',
  url: 'Its address in the forge’s REST API.',
  // A comment's, a review's or a timeline event's: the page it is on (models/issues/comment.go IssueURL, PRURL).
  issue_url: 'The web page of the issue it is on; empty on a pull request.',
  pull_request_url: 'The web page of the pull request it is on; empty on an issue.',
};
