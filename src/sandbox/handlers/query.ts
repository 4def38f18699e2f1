// Go's form helpers as Gitea's handlers use them.
import type { RequestContext } from '../http/context.js';
import type { UserRec } from '../model/records.js';

/** strconv.ParseBool as used by ctx.FormBool: anything else is false */
export function formBool(value: string | null): boolean {
  return value !== null && ['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value);
}

/** ctx.FormStrings: every value of a repeated key */
export function formStrings(query: URLSearchParams, name: string): string[] {
  return query.getAll(name);
}

/** A user named by a query parameter (none when it is empty); an unknown login is a 400 `user does not exist` */
export function formUser(ctx: RequestContext, name: string): UserRec | undefined {
  const login = ctx.form(name);
  if (login === '') return undefined;
  const user = ctx.store.userByName(login);
  if (!user) throw ctx.error(400, `user does not exist [uid: 0, name: ${login}]`);
  return user;
}
