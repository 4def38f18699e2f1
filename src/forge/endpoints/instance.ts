// What a forge says about itself and serves to everyone: its settings (routers/api/v1/settings/settings.go),
// the templates a new repository can start from (routers/api/v1/misc/gitignore.go, label_templates.go,
// licenses.go), NodeInfo (misc/nodeinfo.go) and the signing key (misc/signing.go).

import { endpoint } from '../routes/endpoint.js';

export type {
  GeneralAPISettings,
  GeneralAttachmentSettings,
  GeneralRepoSettings,
  GeneralUISettings,
  GitignoreTemplateInfo,
  LabelTemplate,
  LicensesTemplateListEntry,
  LicenseTemplateInfo,
  NodeInfo,
  NodeInfoSoftware,
  NodeInfoUsage,
  NodeInfoUsageUsers,
} from '../../../generated/forge-rest.js';

export const getApiSettings = endpoint('GET /settings/api');

export const getAttachmentSettings = endpoint('GET /settings/attachment');

export const getRepositorySettings = endpoint('GET /settings/repository');

export const getUiSettings = endpoint('GET /settings/ui');

/** the names only */
export const listGitignoreTemplates = endpoint('GET /gitignore/templates');

/** 404 for an unknown name */
export const getGitignoreTemplate = endpoint('GET /gitignore/templates/{name}');

/** the display names only */
export const listLabelTemplates = endpoint('GET /label/templates');

/** the labels of one template; 404 for an unknown name */
export const getLabelTemplate = endpoint('GET /label/templates/{name}');

export const listLicenseTemplates = endpoint('GET /licenses');

/** 404 for an unknown name */
export const getLicenseTemplate = endpoint('GET /licenses/{name}');

export const getNodeInfo = endpoint('GET /nodeinfo');

/** the armored OpenPGP key; 404 when the forge signs with no key or with an SSH key */
export const getSigningKey = endpoint('GET /signing-key.gpg', { text: true });

/** the key that signs the repository's commits (its own, or the forge's) */
export const getRepositorySigningKey = endpoint('GET /repos/{owner}/{repo}/signing-key.gpg', { text: true });
