// Used only by `npm run db:auth-schema` (Better Auth's CLI) to generate server/db/schema/auth.ts.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';

export const auth = betterAuth({
  database: drizzleAdapter({} as never, { provider: 'pg' }),
  emailAndPassword: { enabled: true },
  plugins: [admin({ defaultRole: 'patient', adminRoles: ['admin'] })],
});
