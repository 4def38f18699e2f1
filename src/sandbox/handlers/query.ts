// Go's form helpers as Gitea's handlers use them.

/** strconv.ParseBool as used by ctx.FormBool: anything else is false */
export function formBool(value: string | null): boolean {
  return value !== null && ['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value);
}

/** ctx.FormStrings: every value of a repeated key */
export function formStrings(query: URLSearchParams, name: string): string[] {
  return query.getAll(name);
}
