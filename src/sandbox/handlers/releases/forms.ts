// The request bodies of releases, as Gitea's modules/structs and services/forms declare them.
import { goStruct } from '../../http/binding.js';

export const EditReleaseOptionSchema = goStruct('EditReleaseOption', {
  tag_name: 'string',
  target_commitish: 'string:Target',
  name: 'string:Title',
  body: 'string:Note',
  draft: 'bool:IsDraft',
  prerelease: 'bool:IsPrerelease',
});

export const CreateReleaseOption = goStruct('CreateReleaseOption', {
  tag_name: 'string Required',
  tag_message: 'string',
  target_commitish: 'string:Target',
  name: 'string:Title',
  body: 'string:Note',
  draft: 'bool:IsDraft',
  prerelease: 'bool:IsPrerelease',
});
