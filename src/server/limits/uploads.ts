// The limits of the files a multipart request (the GraphQL multipart request spec) carries: at most
// `maxUploadFiles` files of at most `maxUploadBytes` each. Checked once Yoga has read the form and
// before the operation runs, so a refused upload costs no forge call. The body limit of a multipart
// request grows by what its files may weigh (limits.ts), so a file past its own limit is refused
// here with its own code rather than as a body too large. The size a file declares is checked here;
// its bytes are counted again as they stream to the forge (forge/http/multipart.ts), which aborts the write.

import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isUploadedFile, type UploadedFile } from '../../graphql/kit/uploaded-file.js';
import { limitCode } from './limit-table.js';

export const UPLOAD_CODES = {
  size: limitCode('maxUploadBytes'),
  count: limitCode('maxUploadFiles'),
} as const;

export interface UploadLimits {
  maxUploadBytes: number;
  maxUploadFiles: number;
}

/**
 * Every File among the variables, however deep: walked with a stack of its own, not by recursion, so
 * that variables nested thousands of levels (which the input guard refuses later) cannot overflow it.
 */
function filesIn(variables: unknown): UploadedFile[] {
  const found: UploadedFile[] = [];
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const value = pending.pop();
    if (isUploadedFile(value)) found.push(value);
    else if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object') pending.push(...Object.values(value));
  }
  return found;
}

const refused = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 413 } } });

export function uploadLimit(limits: UploadLimits): Plugin {
  return {
    onParams({ params }) {
      const files = filesIn(params.variables);
      if (files.length > limits.maxUploadFiles) {
        throw refused(`a request may carry at most ${limits.maxUploadFiles} files`, UPLOAD_CODES.count);
      }
      const large = files.find((file) => file.size > limits.maxUploadBytes);
      if (large) {
        throw refused(
          `the file ${JSON.stringify(large.name)} exceeds the limit of ${limits.maxUploadBytes} bytes`,
          UPLOAD_CODES.size,
        );
      }
    },
  };
}

/** What a multipart body may weigh: the usual body and every file it may carry. */
export const multipartBytes = (limits: UploadLimits & { maxBodyBytes: number }) =>
  limits.maxBodyBytes + limits.maxUploadBytes * limits.maxUploadFiles;
