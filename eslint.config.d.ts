// Types for what tests import from eslint.config.js (the ownership of tables, decision 0036).
import type { Linter } from 'eslint';

export const schemaOwners: Record<string, string[]>;
export const platformSchema: string[];
export const platformReadsOfAccounts: string[];
declare const config: Linter.Config[];
export default config;
