// The payload types of what a forge says about itself and serves to everyone: its settings
// (routers/api/v1/settings/settings.go), the templates a new repository can start from
// (routers/api/v1/misc/gitignore.go, label_templates.go, licenses.go) and NodeInfo (misc/nodeinfo.go).

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
