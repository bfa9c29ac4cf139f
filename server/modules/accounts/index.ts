import { defineModule } from '../../platform/module.js';
import { foreignOriginMessage, trustedOrigins } from '../../platform/origins.js';
import { accountsRoutes } from './accounts.routes.js';
import { altchaRoutes } from './altcha.routes.js';
import { createAccountsService, type AccountsService } from './accounts.service.js';
import { accountsDataRights } from './accounts.data-rights.js';

export type { AccountChange, AccountSummary, AccountsService, NewAccount } from './accounts.service.js';
export { createAccountsService } from './accounts.service.js';
export type { MemberSettings, SettingsChange } from './members.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    /** The user table and member_settings: role changes, the last-admin rule, bans, settings, look-ups and counts. */
    accounts: AccountsService;
  }
}

/** Sign-up, sign-in, reset and sessions (Better Auth, mounted at /api/auth) and the accounts service. */
export const accountsModule = defineModule({
  name: 'accounts',
  uses: [],
  async register({ app, platform }) {
    platform.dataRights.register(accountsDataRights(platform.db));
    const accounts = createAccountsService({ db: platform.db, bus: platform.bus, passwords: platform.passwords });
    platform.onUserCreated(accounts.userCreated);
    await app.register(accountsRoutes, {
      authHandler: platform.authHandler,
      sessions: platform.sessions,
      abilities: platform.abilities,
      origins: { trusted: trustedOrigins(platform.config), message: foreignOriginMessage(platform.config) },
    });
    await app.register(altchaRoutes, { proofOfWork: platform.proofOfWork });
    return accounts;
  },
});
