import type { Flag, Timestamp } from '../../db/columns';

/** The tables the settings module owns (site settings (name → value), some public). Only this module's repository reads or writes them. */
export interface SettingsTables {
  settings: SettingsTable;
}

export interface SettingsTable {
  name: string;
  value: string | null;
  is_public: Flag;
  updated_at: Timestamp;
}
