// A repository's issue templates and template config (routers/api/v1/repo/repo.go): in Gitea 1.22 and Forgejo alike.

import { endpoint } from '../routes/endpoint.js';

/** the templates that parse; X-Gitea-Warning counts the files that do not */
export const listIssueTemplates = endpoint('GET /repos/{owner}/{repo}/issue_templates');

/** the config, or the default one (blank issues on, no links) when missing or invalid */
export const getIssueConfig = endpoint('GET /repos/{owner}/{repo}/issue_config');

/** 200 always: `valid`, and the reason in `message` */
export const validateIssueConfig = endpoint('GET /repos/{owner}/{repo}/issue_config/validate');
