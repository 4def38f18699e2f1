// A package version's files (`Package.files`) and deleting a version (`deletePackage`).

import { deletePackage, listPackageFiles } from '../../forge/endpoints/index.js';
import type { Package, PackageFile } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { nodeKeyOf } from '../kit/checks.js';
import { connectionType } from '../kit/connection-type.js';
import { deletedIdField } from '../kit/deleted-id.js';
import { forgeFields } from '../kit/forge-fields.js';
import { invalid } from '../kit/inputs.js';
import { defineMutation } from '../kit/mutation.js';
import { listConnection, listField, wholeList } from '../kit/paged-field.js';
import { FIELDS } from './fields.js';
import { PackageRef, packageArgsOf, packageKeyOf } from './package.js';

const PackageFileRef = builder.objectRef<PackageFile>('PackageFile').implement({
  description:
    'A file of a package version, with its size and the hashes a client checks a download against. Not a Node: the forge reads no single file of a package, only a version’s whole list.',
  fields: (t) => ({
    ...forgeFields(t, FIELDS.PackageFile),
  }),
});

const PackageFileConnection = connectionType(PackageFileRef, 'PackageFile');

const packageFiles = wholeList<Package, object, PackageFile>({
  endpoint: listPackageFiles,
  key: packageKeyOf,
  fetch: (context, parent) => listPackageFiles(context.forge, packageArgsOf(packageKeyOf(parent))),
});

builder.objectField(PackageRef, 'files', (t) =>
  listConnection(
    t,
    PackageFileConnection,
    listField(packageFiles, (parent: Package) => parent),
    'The files of this version, in the order the forge keeps them; needs a token. Forge: GET /packages/{owner}/{type}/{name}/{version}/files, one call for the whole list.',
  ),
);

/** The owner, type, name and version a Package id names; refused before any call when it names no package. */
function packageOf(id: string | number) {
  const args = packageArgsOf(nodeKeyOf(id, 'Package'));
  if (!args.owner || !args.type || !args.name || !args.version) {
    throw invalid('`id` does not name a package version', 'id');
  }
  return args;
}

defineMutation('deletePackage', {
  input: 'The package version to delete.',
  inputFields: (t) => ({ id: t.id({ required: true, description: 'The Package’s `id`.' }) }),
  description:
    'Deletes one version of a package with its files; the package goes with its last version. Needs write access to the owner’s packages (its owner, or an organization team that may write packages): ForbiddenError otherwise. Forge: DELETE /packages/{owner}/{type}/{name}/{version}.',
  changes: [PackageRef],
  write: async (input, context) => {
    await deletePackage(context.forge, packageOf(input.id));
    return { deletedId: String(input.id) };
  },
  payload: 'What was deleted.',
  outputFields: (t) => ({
    deletedPackageId: deletedIdField(
      t,
      'The global id the deleted version had, for a client to drop it from its cache.',
    ),
  }),
});
