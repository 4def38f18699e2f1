// The Mutation root and what every write shares: a result union of its payload and the typed
// errors the spec documents for it, the conversion of forge failures into those errors, and
// forgetting this request's reads once a write may have changed what they saw.

import { ForgeError } from '../../forge/errors.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import {
  type GatewayErrorClass,
  toGatewayError,
  UnauthenticatedGatewayError,
  UpstreamGatewayError,
} from '../errors.js';
import { FileLoaders } from '../file-loader.js';
import './error-types.js';
import { AttachmentRef } from '../content/attachment.js';
import { BranchRef } from '../git/branch.js';
import { CommitRef } from '../git/commit.js';
import { TagRef } from '../git/tag.js';
import { CommentRef } from '../issue/comment.js';
import { IssueRef } from '../issue/issue.js';
import { LabelRef } from '../issue/label.js';
import { MilestoneRef } from '../issue/milestone.js';
import { TimelineItemRef } from '../issue/timeline.js';
import { TrackedTimeRef } from '../issue/tracked-time.js';
import { OrganizationRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';
import { PullRequestRef } from '../pull-request/pull-request.js';
import { RepositoryRef } from '../repository/repository.js';

builder.mutationType({ description: 'The root of every write.' });

/** Every write can meet a caller without credentials and a forge that fails. */
const ALWAYS: readonly GatewayErrorClass[] = [UnauthenticatedGatewayError, UpstreamGatewayError];

export interface MutationErrors {
  /** the field's `errors` option: the union `<Name>Result` of the payload and the error types */
  option: { types: GatewayErrorClass[]; directResult: true; union: { name: string; description: string } };
  /**
   * Runs the write once (design: mutations are never retried). A forge failure whose kind the
   * union lists becomes that error object; any other surfaces as a top-level coded error.
   */
  run<T>(context: Context, write: () => Promise<T>): Promise<T>;
}

export function mutationErrors(name: string, documented: readonly GatewayErrorClass[]): MutationErrors {
  const types = [...documented, ...ALWAYS];
  return {
    option: {
      types,
      directResult: true,
      union: { name: `${name}Result`, description: `The ${name}Payload, or why the write failed.` },
    },
    async run(context, write) {
      // facts §0.2: every write needs a token (reqToken), so an anonymous caller costs no call.
      if (!context.forge.init.authorization) {
        throw new UnauthenticatedGatewayError(
          'this write needs a signed-in caller: send an Authorization header',
        );
      }
      try {
        return await write();
      } catch (error) {
        if (error instanceof ForgeError) {
          const typed = toGatewayError(error);
          if (types.some((type) => typed instanceof type)) throw typed;
        }
        throw error;
      } finally {
        forgetReads(context);
      }
    },
  };
}

/**
 * A write changes what earlier fields of this request may have read: drop the request's loaders
 * and memo so that the payload and later mutations of the same document read fresh data.
 */
function forgetReads(context: Context): void {
  context.memo.clear();
  context.files = new FileLoaders(context.forge, context.settings.naive);
  const refs = [RepositoryRef, IssueRef, PullRequestRef, UserRef, OrganizationRef, LabelRef, MilestoneRef];
  for (const ref of [
    ...refs,
    BranchRef,
    TagRef,
    CommitRef,
    CommentRef,
    AttachmentRef,
    TrackedTimeRef,
    TimelineItemRef,
  ]) {
    ref.getDataloader(context).clearAll();
  }
}
