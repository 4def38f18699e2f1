// The request bodies of contents, as Gitea's modules/structs and services/forms declare them.
import { goStruct } from '../../http/binding.js';

export const GetFilesOptions = goStruct('GetFilesOptions', { files: 'strings Required' });

export const IdentitySchema = goStruct('Identity', {
  name: 'string MaxSize(100)',
  email: 'string MaxSize(254)',
});
