// The demo forge's own settings and templates: Gitea's defaults (modules/setting/api.go, attachment.go,
// repository.go, ui.go) and a few of the templates it ships (options/gitignore, options/label,
// options/license), short enough for tests to read whole.

export const API_SETTINGS = {
  max_response_items: 50,
  default_paging_num: 30,
  default_git_trees_per_page: 1000,
  default_max_blob_size: 10485760,
};

export const ATTACHMENT_SETTINGS = {
  enabled: true,
  allowed_types: '.csv,.docx,.gif,.jpeg,.jpg,.log,.md,.pdf,.png,.txt,.zip',
  max_size: 2048,
  max_files: 5,
};

export const REPOSITORY_SETTINGS = {
  mirrors_disabled: false,
  http_git_disabled: false,
  migrations_disabled: false,
  stars_disabled: false,
  time_tracking_disabled: false,
  lfs_disabled: false,
};

export const UI_SETTINGS = {
  default_theme: 'gitea-auto',
  allowed_reactions: ['+1', '-1', 'laugh', 'hooray', 'confused', 'heart', 'rocket', 'eyes'],
  custom_emojis: ['git', 'gitea', 'codeberg', 'gitlab', 'github', 'gogs'],
};

export const GITIGNORES: Record<string, string> = {
  Go: '# Binaries\n*.exe\n*.test\n*.out\nvendor/\n',
  Node: 'node_modules/\nnpm-debug.log*\ndist/\n',
  Python: '__pycache__/\n*.py[cod]\n.venv/\n',
};

interface TemplateLabel {
  name: string;
  color: string;
  description: string;
  exclusive: boolean;
}

const label = (name: string, color: string, description: string, exclusive = false): TemplateLabel => ({
  name,
  color,
  description,
  exclusive,
});

export const LABEL_TEMPLATES: Record<string, TemplateLabel[]> = {
  Advanced: [
    label('Kind/Bug', 'ee0701', 'Something is not working', true),
    label('Kind/Feature', '0288d1', 'New functionality', true),
    label('Priority/High', 'dc143c', 'The priority is high', true),
  ],
  Default: [
    label('Bug', 'ee0701', 'Something is not working'),
    label('Enhancement', '84b6eb', 'New feature'),
    label('Help Wanted', '128a0c', 'Need some help'),
  ],
};

export const LICENSES: Record<string, string> = {
  'Apache-2.0': 'Apache License\nVersion 2.0, January 2004\nhttp://www.apache.org/licenses/\n',
  MIT: 'MIT License\n\nCopyright (c) <year> <copyright holders>\n\nPermission is hereby granted, free of charge, ...\n',
};

/** asymkey_service.PublicSigningKey's answer when the forge signs with its OpenPGP key */
export const SIGNING_KEY = `-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEZdemoBYJKwYBBAHaRw8BAQdAsandboxsandboxsandboxsandboxsandboxsan
tBhEZW1vIEZvcmdlIDxmb3JnZUBsb2NhbD4=
=demo
-----END PGP PUBLIC KEY BLOCK-----
`;
