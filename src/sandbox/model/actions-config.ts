// The Actions unit's configuration of each repository (Gitea's ActionsConfig, models/repo/repo_unit.go): which workflow files
// are switched off (`disabled_manually` in the workflow list).
import { storeSlot } from './store-slot.js';

/** repository id → file names of its disabled workflows */
export const disabledWorkflows = storeSlot(() => new Map<number, Set<string>>());
