// The avatar writes of repositories, organizations and the viewer, as one row each: `update<Name>Avatar`
// takes a `File` of a multipart request and sends it base64-encoded in `image` (Gitea's
// UpdateRepoAvatarOption / UpdateUserAvatarOption), `delete<Name>Avatar` returns to the default
// avatar. One forge call each (204); the payload reads the owner of the avatar afterwards when selected.

import type { InputFieldMap, OutputRef } from '@pothos/core';
import type { Context } from './context.js';
import type { InputFields } from './inputs.js';
import type { Loadable } from './loader-registry.js';
import { defineMutation, type MutationRow, readAfterWrite } from './mutation.js';
import type { RepoRef } from './refs/repository.js';
import { tooLarge, type UploadedFile } from './uploaded-file.js';

type Input = Record<string, unknown>;

/** What the payload holds: the loader key of the avatar's owner (empty for the viewer). */
export interface AvatarPayload {
  owner: string;
}

/** Whose avatar a pair of mutations writes: the input naming it, its route, and the payload. */
export interface AvatarTarget {
  on?: 'repository';
  /** what names the owner of the avatar, beside the file */
  inputFields: (t: InputFields) => InputFieldMap;
  /** the route's path and who may call it, for the descriptions */
  route: string;
  who: string;
  ownerKey: (input: Input, repository: RepoRef) => string;
  changes: MutationRow<InputFieldMap, AvatarPayload>['changes'];
  outputFields: MutationRow<InputFieldMap, AvatarPayload>['outputFields'];
}

type Send<Body> = (context: Context, input: Input, repository: RepoRef, body: Body) => Promise<unknown>;

/** The image as base64, which the forge's option carries; it is held whole, within MAX_UPLOAD_BYTES. */
async function base64Of(file: UploadedFile, limit: number | undefined): Promise<string> {
  if (limit !== undefined && file.size > limit) {
    throw tooLarge(`the file ${JSON.stringify(file.name)} exceeds the limit of ${limit} bytes`);
  }
  return Buffer.from(await file.arrayBuffer()).toString('base64');
}

/** The payload of an avatar write: its owner, `field` of type `ref`, read after the write when selected. */
export const ownerAfterWrite =
  (field: string, ref: OutputRef<unknown> & Loadable): AvatarTarget['outputFields'] =>
  (t) => ({
    [field]: readAfterWrite(t, ref, 'owner', `The ${field}, read after the write only when selected.`),
  });

const rowOf = (target: AvatarTarget) => ({
  on: target.on,
  changes: target.changes,
  outputFields: target.outputFields,
});

/** `update<Name>Avatar`: the image of a multipart request, base64-encoded for the forge */
export function defineAvatarUpdate(name: string, target: AvatarTarget, send: Send<{ image: string }>): void {
  defineMutation(name, {
    ...rowOf(target),
    input: 'The image (a part of the multipart request), sent base64-encoded as `image`.',
    inputFields: (t) => ({
      ...target.inputFields(t),
      image: t.field({ type: 'File', required: true, description: 'A PNG, JPEG, GIF or WebP image.' }),
    }),
    description: `Sets the avatar (POST ${target.route}, 204): one call. ${target.who} An image the forge cannot read is its 500 (UpstreamError); a file past MAX_UPLOAD_BYTES is refused with PAYLOAD_TOO_LARGE before any call.`,
    write: async (input, context, repository) => {
      const values = input as unknown as Input;
      const image = await base64Of(values.image as UploadedFile, context.settings.maxUploadBytes);
      await send(context, values, repository, { image });
      return { owner: target.ownerKey(values, repository) };
    },
    payload: 'Whose avatar changed.',
  });
}

/** `delete<Name>Avatar`: back to the default avatar */
export function defineAvatarDelete(name: string, target: AvatarTarget, send: Send<undefined>): void {
  defineMutation(name, {
    ...rowOf(target),
    input: 'Whose avatar to remove.',
    inputFields: target.inputFields,
    description: `Removes the avatar, so the default one shows again (DELETE ${target.route}, 204): one call. ${target.who}`,
    write: async (input, context, repository) => {
      const values = input as unknown as Input;
      await send(context, values, repository, undefined);
      return { owner: target.ownerKey(values, repository) };
    },
    payload: 'Whose avatar went.',
  });
}
