// The caller's e-mail addresses and settings (Gitea's routers/api/v1/user/email.go, settings.go):
// `viewer.emails` (GET /user/emails), `viewer.settings` (GET /user/settings), the writes
// addEmailAddresses / deleteEmailAddresses / updateUserSettings, and `User.isFollowing(login)`
// (GET /users/{username}/following/{target}).

import type { InputFieldMap } from '@pothos/core';
import * as settings from '../../forge/endpoints/index.js';
import type { Email, UserSettings, UserSettingsOptions } from '../../forge/types/index.js';
import { forgeFlags } from '../kit/account-fields.js';
import { builder } from '../kit/builder.js';
import { presenceField, viewerOnlyList } from '../kit/checks.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { readsForge } from '../kit/forge-calls.js';
import { forgeFields } from '../kit/forge-fields.js';
import { inputTable } from '../kit/input-table.js';
import { invalid } from '../kit/inputs.js';
import { expectObject } from '../kit/loaders.js';
import { answered, defineMutation, type MutationRow } from '../kit/mutation.js';
import { wholeList } from '../kit/paged-field.js';
import { returnedStrings } from '../kit/returned-value.js';
import { isViewer, type UserListRef, viewerOnly } from '../kit/viewer.js';
import { UserRef } from '../people/user.js';
import { viewerAfterWrite } from '../people/viewer-payload.js';
import { SETTING_FIELDS } from './user-settings-fields.js';

const EmailAddressRef = builder.objectRef<Email>('EmailAddress').implement({
  description:
    'One e-mail address of the caller; the primary one comes first. Not a Node: the address itself is its identity, and the forge reads only the caller’s whole list (GET /user/emails), no single address.',
  fields: (t) => ({
    email: t.string({ nullable: false, description: 'The e-mail address.', resolve: (e) => e.email ?? '' }),
    ...forgeFlags(t, {
      verified: ['verified', 'Whether the caller has confirmed the address.'],
      primary: ['primary', 'Whether this is the caller’s primary address.'],
    }),
  }),
});

const EmailAddressConnection = connectionType(EmailAddressRef, 'EmailAddress');

const emails = wholeList<UserListRef, object, Email>({
  endpoint: settings.listEmails,
  key: () => '@viewer',
  fetch: (context) => settings.listEmails(context.forge),
});

/** Each setting: the forge's key, its type and what it means, for the settings read and the settings write. */
const SETTINGS = SETTING_FIELDS.UserSettings;

type Setting = keyof typeof SETTINGS;

/** The settings as the write's input: each setting's type and meaning. */
const SETTING_INPUTS: { [Name in Setting]: readonly [(typeof SETTINGS)[Name][1], string] } =
  Object.fromEntries(
    Object.entries(SETTINGS).map(([name, [, type, words]]) => [name, [type, words]]),
  ) as never;

const UserSettingsRef = builder.objectRef<UserSettings>('UserSettings').implement({
  description: 'The caller’s profile and interface settings.',
  fields: (t) => forgeFields(t, SETTINGS),
});

builder.objectFields(UserRef, (t) => ({
  emails: t.field({
    type: EmailAddressConnection,
    description:
      'The caller’s e-mail addresses, the primary one first (GET /user/emails: the whole list in one call). Only on `viewer`.',
    args: t.arg.connectionArgs(),
    ...viewerOnlyList('emails', emails),
  }),
  settings: t.field({
    extensions: readsForge(),
    type: UserSettingsRef,
    description: 'The caller’s settings (GET /user/settings, one call). Only on `viewer`.',
    resolve: async (user, _args, context) => {
      if (!isViewer(user)) throw viewerOnly('settings');
      const { data } = await settings.getUserSettings(context.forge);
      return expectObject<UserSettings>(data, 'GET /user/settings', 'theme');
    },
  }),
  isFollowing: presenceField(
    t,
    settings.checkUserFollowing,
    (user, login) => ({ username: user.login, target: login }),
    {
      description:
        'Whether this user follows `login` (GET /users/{username}/following/{target}, one call; needs a signed-in caller). NOT_FOUND when `login` names no account.',
    },
  ),
}));

const emailsOf = (list: readonly string[] | null | undefined) => {
  const emails = (list ?? []).map((email) => email.trim());
  if (emails.length === 0) throw invalid('`emails` needs at least one address', 'emails');
  return emails;
};

/** A write of the caller's addresses: `write` gets the addresses of its input, checked before any call. */
function defineEmailWrite<Payload>(
  name: string,
  row: Pick<MutationRow<InputFieldMap, Payload>, 'input' | 'description' | 'payload' | 'outputFields'> & {
    write: (emails: string[], context: Context) => Promise<Payload>;
  },
) {
  defineMutation(name, {
    ...row,
    inputFields: (t) => ({
      emails: t.stringList({ required: true, description: 'The e-mail addresses; at least one.' }),
    }),
    changes: [UserRef],
    write: (input, context) => row.write(emailsOf(input.emails), context),
  });
}

// email.go AddEmail: 422 for an invalid address or one in use by anyone
defineEmailWrite('addEmailAddresses', {
  input: 'Addresses to add to the caller’s account, as CreateEmailOption holds them.',
  description:
    'Adds e-mail addresses to the caller’s account (POST /user/emails, one call; the forge answers 201 with all of the caller’s addresses, of which the payload keeps the added ones). ValidationError for an invalid address or one any account uses.',
  write: async (emails, context) => {
    const { data } = await settings.addEmails(context.forge, { emails });
    // email.go AddEmail answers every address of the caller (older forges only the added ones)
    const asked = new Set(emails.map((email) => email.toLowerCase()));
    const all: Email[] = Array.isArray(data) ? data : [];
    return { added: all.filter((e) => asked.has(String(e.email).toLowerCase())) };
  },
  payload: 'The added addresses and the caller.',
  outputFields: (t) => ({
    addresses: answered(t, [EmailAddressRef], 'added', 'The added addresses, as the forge answered them.'),
    viewer: viewerAfterWrite(t),
  }),
});

// email.go DeleteEmail: 404 for an address the caller does not have; the primary one cannot go (the forge fails)
defineEmailWrite('deleteEmailAddresses', {
  input: 'Addresses to remove from the caller’s account, as DeleteEmailOption holds them.',
  description:
    'Removes e-mail addresses from the caller’s account (DELETE /user/emails, 204, one call). NotFoundError for an address the caller does not have; the primary address cannot be removed (the forge answers 500: UpstreamError).',
  write: async (removed, context) => {
    await settings.deleteEmails(context.forge, { emails: removed });
    return { removedEmails: removed };
  },
  payload: 'The removed addresses and the caller.',
  outputFields: (t) => ({
    removedEmails: returnedStrings(t, 'removedEmails', 'The removed addresses, as the input named them.'),
    viewer: viewerAfterWrite(t),
  }),
});

// settings.go UpdateUserSettings: only the fields sent change; 422 for a field over its size
defineMutation('updateUserSettings', {
  input: 'The settings to change; the others stay, as UserSettingsOptions holds them.',
  inputFields: (t) => inputTable(t, SETTING_INPUTS),
  description:
    'Changes the caller’s settings (PATCH /user/settings, 200 with every setting, one call). ValidationError for a value over the forge’s size limits.',
  changes: [UserRef],
  write: async (input, context) => {
    const body: Record<string, string | boolean> = {};
    for (const [name, [key]] of Object.entries(SETTINGS)) {
      const value = input[name as Setting];
      if (value != null) body[key] = value;
    }
    const { data } = await settings.updateUserSettings(context.forge, body as UserSettingsOptions);
    return { settings: expectObject<UserSettings>(data, 'PATCH /user/settings', 'theme') };
  },
  payload: 'The caller’s settings as the forge answered them, and the caller.',
  outputFields: (t) => ({
    settings: t.expose('settings', {
      type: UserSettingsRef,
      nullable: false,
      description: 'The caller’s settings after the change.',
    }),
    viewer: viewerAfterWrite(t),
  }),
});
