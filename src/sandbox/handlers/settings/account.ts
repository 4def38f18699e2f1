// The caller's e-mail addresses and interface settings (Gitea's routers/api/v1/user/email.go and
// settings.go, services/user/email.go), and whether one user follows another (follower.go CheckFollowing).
import type { Email, UserSettings } from '../../../forge/types/index.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { isFollowing } from '../../model/people-state.js';
import type { UserRec } from '../../model/records.js';
import { preferencesOf, settingsOf } from '../../model/settings-state.js';
import { CreateEmailOptionSchema, DeleteEmailOptionSchema, UserSettingsOptionsSchema } from './forms.js';

const emailJson = (user: UserRec, email: string, verified: boolean, primary: boolean): Email => ({
  email,
  verified,
  primary,
  user_id: user.id,
  username: user.login,
});

/** GetEmailAddresses: the primary address first, then the others in the order they were added */
function emailsOf(ctx: RequestContext, user: UserRec): Email[] {
  const extra = settingsOf(ctx.store).emails.filter((e) => e.userId === user.id);
  return [
    emailJson(user, user.email, true, true),
    ...extra.map((e) => emailJson(user, e.email, e.verified, false)),
  ];
}

export function listEmails(ctx: RequestContext): Reply {
  return jsonReply(200, emailsOf(ctx, ctx.doer));
}

const SIMPLE_EMAIL = /^[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)*$/;

/**
 * POST /user/emails (email.go AddEmail): 422 for an empty list, an invalid address or one in use anywhere;
 * 201 with every address of the caller afterwards (GetEmailAddresses), the primary one first.
 */
export function addEmails(ctx: RequestContext): Reply {
  const form = ctx.bind(CreateEmailOptionSchema);
  const emails = form.emails ?? [];
  if (emails.length === 0) throw ctx.error(422, 'Email list empty');
  const doer = ctx.doer;
  const state = settingsOf(ctx.store);
  const inUse = (email: string) =>
    ctx.store.users.some((u) => u.email.toLowerCase() === email.toLowerCase()) ||
    state.emails.some((e) => e.email.toLowerCase() === email.toLowerCase());
  for (const email of emails) {
    if (!SIMPLE_EMAIL.test(email)) throw ctx.error(422, `Email address ${JSON.stringify(email)} invalid`);
    if (inUse(email)) throw ctx.error(422, `Email address has been used: ${email}`);
  }
  // setting.Service.RegisterEmailConfirm is off in the sandbox: new addresses are activated at once
  for (const email of emails) state.emails.push({ userId: doer.id, email, verified: true });
  return jsonReply(201, emailsOf(ctx, doer));
}

/** DELETE /user/emails: 404 for an address the caller does not have; the primary one fails with a 500, as Gitea's does */
export function deleteEmails(ctx: RequestContext): Reply {
  const form = ctx.bind(DeleteEmailOptionSchema);
  const doer = ctx.doer;
  const state = settingsOf(ctx.store);
  for (const email of form.emails ?? []) {
    const lower = email.toLowerCase();
    if (doer.email.toLowerCase() === lower) {
      throw ctx.error(500, 'cannot delete primary email');
    }
    if (!state.emails.some((e) => e.userId === doer.id && e.email.toLowerCase() === lower)) {
      throw ctx.error(404, `email address does not exist [email: ${email}]`);
    }
  }
  const removed = new Set((form.emails ?? []).map((e) => e.toLowerCase()));
  state.emails = state.emails.filter((e) => e.userId !== doer.id || !removed.has(e.email.toLowerCase()));
  return { status: 204 };
}

/** convert.User2UserSettings */
function settingsJson(ctx: RequestContext, user: UserRec): UserSettings {
  const prefs = preferencesOf(ctx.store, user.id);
  return {
    full_name: user.fullName,
    website: user.website,
    location: user.location,
    language: user.language,
    description: user.description,
    theme: prefs.theme,
    hide_email: user.keepEmailPrivate,
    hide_activity: user.keepActivityPrivate,
    diff_view_style: prefs.diffViewStyle,
  };
}

export function getUserSettings(ctx: RequestContext): Reply {
  return jsonReply(200, settingsJson(ctx, ctx.doer));
}

/** PATCH /user/settings: only the fields sent change (UpdateOptions of optional values); 200 with all of them */
export function updateUserSettings(ctx: RequestContext): Reply {
  const form = ctx.bind(UserSettingsOptionsSchema);
  const user = ctx.doer;
  const prefs = preferencesOf(ctx.store, user.id);
  if (form.full_name !== undefined) user.fullName = form.full_name;
  if (form.website !== undefined) user.website = form.website;
  if (form.location !== undefined) user.location = form.location;
  if (form.language !== undefined) user.language = form.language;
  if (form.description !== undefined) user.description = form.description;
  if (form.theme !== undefined) prefs.theme = form.theme;
  if (form.diff_view_style !== undefined) prefs.diffViewStyle = form.diff_view_style;
  if (form.hide_email !== undefined) user.keepEmailPrivate = form.hide_email;
  if (form.hide_activity !== undefined) user.keepActivityPrivate = form.hide_activity;
  return jsonReply(200, settingsJson(ctx, user));
}

/** GET /users/{username}/following/{target}: 204 when the user follows the target, ErrNF otherwise */
export function checkUserFollowing(ctx: RequestContext): Reply {
  const user = ctx.contextUser();
  const name = ctx.param('target');
  const target = ctx.store.userByName(name);
  if (!target) throw ctx.notFound('GetUserByName', [`user redirect does not exist [name: ${name}]`]);
  if (!isFollowing(ctx.store, user.id, target.id)) throw ctx.notFound();
  return { status: 204 };
}
