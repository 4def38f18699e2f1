// One topic at a time and the topic search (routers/api/v1/repo/topic.go AddTopic, DeleteTopic,
// TopicSearch; models/repo/topic.go), and a repository by its id (repo.go GetByID).

import { rfc3339 } from '../../convert/format.js';
import { repoJson } from '../../convert/repos.js';
import type { RequestContext } from '../../http/context.js';
import { Halt, jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pagedReply } from '../../http/paging.js';
import { repoAccess } from '../../model/access.js';
import { Access } from '../../model/records.js';
import { validTopic } from './repo-meta.js';

const MAX_TOPICS = 25;

/** ctx.PathParam("topic") trimmed and lower-cased; 422 `{invalidTopics, message}` when invalid */
function topicOf(ctx: RequestContext): string {
  const topic = ctx.param('topic').trim().toLowerCase();
  if (!validTopic(topic)) {
    throw new Halt(jsonReply(422, { invalidTopics: topic, message: 'Topic name is invalid' }));
  }
  return topic;
}

/** PUT /repos/{owner}/{repo}/topics/{topic} (reqAdmin): 204, also when it is there already */
export function addTopic(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const topic = topicOf(ctx);
  if (repo.topics.length >= MAX_TOPICS) {
    return jsonReply(422, { invalidTopics: null, message: 'Exceeding maximum allowed topics per repo.' });
  }
  if (!repo.topics.includes(topic)) repo.topics.push(topic);
  repo.updatedAt = ctx.store.now();
  return { status: 204 };
}

/** DELETE /repos/{owner}/{repo}/topics/{topic} (reqAdmin): 204, or 404 when the repository lacks it */
export function deleteTopic(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const topic = topicOf(ctx);
  if (!repo.topics.includes(topic)) throw ctx.notFound();
  repo.topics = repo.topics.filter((t) => t !== topic);
  repo.updatedAt = ctx.store.now();
  return { status: 204 };
}

/**
 * GET /topics/search?q=: the topics whose name contains `q`, most used first (FindTopics orders by
 * repo_count), paged with X-Total-Count, wrapped as `{topics: [...]}`. Ids follow the topics' first use.
 */
export function searchTopics(ctx: RequestContext): Reply {
  const keyword = (ctx.query.get('q') ?? '').trim().toLowerCase();
  const repos = [...ctx.store.repos].sort((a, b) => a.id - b.id);
  const topics = new Map<string, { id: number; count: number; created: Date; updated: Date }>();
  for (const repo of repos) {
    for (const name of repo.topics) {
      const known = topics.get(name);
      if (known) {
        known.count += 1;
        if (repo.updatedAt > known.updated) known.updated = repo.updatedAt;
      } else
        topics.set(name, { id: topics.size + 1, count: 1, created: repo.createdAt, updated: repo.updatedAt });
    }
  }
  const rows = [...topics]
    .filter(([name]) => name.includes(keyword))
    .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b));
  const page = pagedReply(ctx, rows, ([name, topic]) => ({
    id: topic.id,
    topic_name: name,
    repo_count: topic.count,
    created: rfc3339(topic.created),
    updated: rfc3339(topic.updated),
  }));
  return jsonReply(200, { topics: page.json }, page.headers);
}

/** GET /repositories/{id}: 404 for an unknown id and for a repository the caller cannot read */
export function getRepoById(ctx: RequestContext): Reply {
  const repo = ctx.store.repoById(formInt(ctx.param('id')));
  const mode = repo ? repoAccess(ctx.store, repo, ctx.user) : Access.none;
  if (!repo || mode < Access.read) throw ctx.notFound();
  return jsonReply(200, repoJson(ctx, repo, mode));
}
