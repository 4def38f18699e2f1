// The caller's settings, one row a setting: the forge's key, the type as the schema prints it and what
// it means (kit/forge-fields.ts). The settings read shows each as a field of UserSettings, and the
// settings write takes each as an optional input of that type and meaning (account.ts).

import { fieldTable } from '../kit/forge-fields.js';

// biome-ignore format: a table, one row a line
export const SETTING_FIELDS = fieldTable({
  'UserSettings.fullName': ['full_name', 'String', 'The full name shown on the profile.'],
  'UserSettings.website': ['website', 'String', 'The website linked from the profile.'],
  'UserSettings.description': ['description', 'String', 'The profile’s short biography.'],
  'UserSettings.location': ['location', 'String', 'The location shown on the profile.'],
  'UserSettings.language': ['language', 'String', 'The interface’s locale.'],
  'UserSettings.theme': ['theme', 'String', 'The name of the interface’s colour theme.'],
  'UserSettings.diffViewStyle': ['diff_view_style', 'String', 'How diffs are shown: `unified` or `split`.'],
  'UserSettings.hideEmail': ['hide_email', 'Boolean', 'Whether the e-mail address is hidden from other users.'],
  'UserSettings.hideActivity': ['hide_activity', 'Boolean', 'Whether the activity on the profile is hidden from other users.'],
});
