// What a new repository takes beyond its name and description, as both creations take it
// (createRepository for the caller, createOrganizationRepository): the templates of its first commit,
// its settings, and the enums two of them choose from.

import { forgeEnum } from '../kit/enum-values.js';
import { inputTable } from '../kit/input-table.js';
import { type InputFields, opt, optionsOf } from '../kit/inputs.js';

export const TrustModel = forgeEnum('TrustModel');

export const ObjectFormat = forgeEnum('ObjectFormat');

/** The input fields both repository creations share: templates of its first commit and its settings. */
export const creationOptionFields = (t: InputFields) =>
  inputTable(t, {
    gitignores: 'Comma-separated .gitignore template names.',
    issueLabels: 'Name of a label set, e.g. Default.',
    license: 'A license template name, e.g. MIT, for the first commit.',
    readme: 'Readme template name.',
    trustModel: [TrustModel, 'Which commit signatures to trust; the forge’s default when absent.'],
    objectFormat: [ObjectFormat, 'The hash of its git objects; sha1 when absent.'],
  });

/** The fields of a new repository beyond its name and description, as both creations take them. */
export interface RepoOptionsInput {
  private?: boolean | null;
  template?: boolean | null;
  autoInit?: boolean | null;
  defaultBranch?: string | null;
  gitignores?: string | null;
  issueLabels?: string | null;
  license?: string | null;
  readme?: string | null;
  trustModel?: typeof TrustModel.$inferType | null;
  objectFormat?: typeof ObjectFormat.$inferType | null;
}

/** CreateRepoOption's fields beyond name and description (POST /user/repos and /orgs/{org}/repos). */
export function repoOptionsOf(input: RepoOptionsInput) {
  return {
    ...optionsOf(
      input,
      'private',
      'template',
      'autoInit',
      'defaultBranch',
      'gitignores',
      'issueLabels',
      'license',
      'readme',
      'trustModel',
    ),
    object_format_name: opt(input.objectFormat),
  };
}
