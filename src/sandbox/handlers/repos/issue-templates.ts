// GET issue_templates, issue_config and issue_config/validate (routers/api/v1/repo/repo.go
// GetIssueTemplates, GetIssueConfig, ValidateIssueConfig): read from the default branch.
import type { IssueConfigValidation } from '../../../forge/types/index.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { parseTemplates, templateConfig } from '../../model/issue-templates.js';

/** 200 with the templates that parse; the others are counted in X-Gitea-Warning */
export function getIssueTemplates(ctx: RequestContext): Reply {
  const { templates, errors } = parseTemplates(ctx.repo().repo);
  const headers: Record<string, string> =
    errors.size > 0
      ? { 'X-Gitea-Warning': `error occurs when parsing issue template: count=${errors.size}` }
      : {};
  return jsonReply(200, templates, headers);
}

/** 200 with the config, the default one when the file is missing or invalid */
export function getIssueConfig(ctx: RequestContext): Reply {
  return jsonReply(200, templateConfig(ctx.repo().repo).config);
}

/** 200 always: `valid`, and the reason in `message` when it is not */
export function validateIssueConfig(ctx: RequestContext): Reply {
  const { error } = templateConfig(ctx.repo().repo);
  const validation: IssueConfigValidation = { valid: error === null, message: error ?? '' };
  return jsonReply(200, validation);
}
