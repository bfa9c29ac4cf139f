import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for this code, as if it were the file at filePath. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

/** The schema-ownership messages (decision 0036) ESLint reports for this code at filePath. */
async function schemaErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The messages of the web's rule against deciding a permission from a role (issue 40). */
async function roleCheckErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('`can`'))
    .map((m) => m.message);
}

describe('abilities come from the server', () => {
  it('refuses a web feature that decides a permission from a role, in a page or in its helpers', async () => {
    const page = await roleCheckErrors(
      'web/src/features/events/fixture.tsx',
      "import { useSession } from '@/lib/session';\nexport function Fixture() {\n  const { user } = useSession();\n  return user?.role === 'ngo' || 'admin' === user?.role ? <span /> : null;\n}\n",
    );
    expect(page).toHaveLength(2);
    const helper = await roleCheckErrors(
      'web/src/app/layout/fixture.ts',
      "import type { SessionUser } from '@/lib/session';\nexport const canSee = (user: SessionUser | null) => user?.role !== 'admin';\n",
    );
    expect(helper).toHaveLength(1);
  });

  it('lets a feature read what the server says it may do, and name a role for what it is', async () => {
    expect(
      await roleCheckErrors(
        'web/src/features/events/fixture.tsx',
        "import { useSession } from '@/lib/session';\nexport function Fixture() {\n  const { user } = useSession();\n  const label = user?.role === 'caregiver' ? 'c' : 'm';\n  return user?.can.publishEvents ? <span>{label}</span> : null;\n}\n",
      ),
    ).toEqual([]);
  });
});

/** The messages of the rules that keep web calls on the typed client (decision 0071). */
async function typedCallErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('one typed path from route to screen', () => {
  it('refuses a web call that picks its answer type by hand, and a descriptor read at run time', async () => {
    const byHand = await typedCallErrors(
      'web/src/features/events/fixture.ts',
      "import { apiFetch } from '@/lib/api';\nexport const load = () => apiFetch<{ items: string[] }>('/api/events');\n",
    );
    expect(byHand).toHaveLength(1);
    expect(byHand[0]).toContain('decision 0071');
    const schemas = await typedCallErrors(
      'web/src/features/events/fixture.ts',
      "import { EventsRoutes } from '@contracts/routes/events';\nexport const route = EventsRoutes;\n",
    );
    expect(schemas).toHaveLength(1);
  });

  it('lets a web file call through the client and read descriptors as types', async () => {
    expect(
      await typedCallErrors(
        'web/src/features/events/fixture.ts',
        "import type { ApiRoutes } from '@contracts/routes/index';\nimport { api } from '@/lib/api-client';\nexport type Keys = keyof ApiRoutes;\nexport const load = () => api('GET /api/events');\n",
      ),
    ).toEqual([]);
  });
});

// Each fixture is a file that does not exist, linted as if it stood at that path; the files it
// imports are real. The repository itself must pass (`npx eslint .`, part of `npm test`).
describe('lint boundaries', () => {
  it('refuses a web feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/fixture.tsx',
      "import { ProfilePage } from '@/features/profiles/profile-page';\nexport const page = ProfilePage;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature="home"');
    expect(errors[0]).toContain('feature="profiles"');
  });

  it('refuses a server module that reaches into another module’s files', async () => {
    const errors = await boundaryErrors(
      'server/modules/stats/fixture.ts',
      "import { createSupportService } from '../support/support.service.js';\nexport const make = createSupportService;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('module="stats"');
    expect(errors[0]).toContain('module="support"');
  });

  it('refuses the platform importing a module', async () => {
    const errors = await boundaryErrors(
      'server/platform/fixture.ts',
      "import { accountsModule } from '../modules/accounts/index.js';\nexport const accounts = accountsModule;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"server-platform"');
  });

  it('refuses the database layer importing a module', async () => {
    const errors = await boundaryErrors(
      'server/db/fixture.ts',
      "import { newDisplayId } from '../modules/profiles/profiles.service.js';\nexport const id = newDisplayId;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"server-db"');
  });

  it('refuses a web feature importing the app shell', async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/fixture.tsx',
      "import * as app from '@/app/router';\nexport const shell = app;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('passes a module that uses another module’s index, the platform, the database layer and the contracts', async () => {
    const code = [
      "import type { SupportService } from '../support/index.js';",
      "import { AppError } from '../../platform/errors.js';",
      "import { awarenessStats } from '../../db/schema/stats.js';",
      "import { StatsLimits } from '../../../contracts/stats.js';",
      'export type Support = SupportService;',
      'export const parts = [AppError, awarenessStats, StatsLimits];',
    ].join('\n');
    expect(await boundaryErrors('server/modules/stats/fixture.ts', code)).toEqual([]);
  });

  it('passes a feature that uses the design system, the shared library and the contracts', async () => {
    const code =
      "import { Button } from '@/components/ui/button';\nimport { cn } from '@/lib/cn';\nimport { ProfileLimits } from '@contracts/profiles';\nexport const parts = [Button, cn, ProfileLimits];\n";
    expect(await boundaryErrors('web/src/features/home/fixture.tsx', code)).toEqual([]);
  });

  it('passes the app shell composing features', async () => {
    expect(
      await boundaryErrors(
        'web/src/app/fixture.tsx',
        "import { ProfilePage } from '@/features/profiles/profile-page';\nexport const page = ProfilePage;\n",
      ),
    ).toEqual([]);
  });

  // The web's middle layer (decision 0042): web/src/entities/<domain>, between features and lib/components.
  it('passes a feature and the app shell that use the middle layer', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/home/fixture.tsx',
        "import { ConnectButton } from '@/entities/people/connect-button';\nexport const part = ConnectButton;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/app/fixture.tsx',
        "import { peopleKeys } from '@/entities/people/keys';\nexport const keys = peopleKeys;\n",
      ),
    ).toEqual([]);
  });

  it('passes the middle layer using its own files, lib, components and the contracts', async () => {
    const code =
      "import { peopleKeys } from './keys';\nimport { Button } from '@/components/ui/button';\nimport { apiFetch } from '@/lib/api';\nimport { ConnectionTabs } from '@contracts/connections';\nexport const parts = [peopleKeys, Button, apiFetch, ConnectionTabs];\n";
    expect(await boundaryErrors('web/src/entities/people/fixture.tsx', code)).toEqual([]);
  });

  it('refuses the middle layer importing a feature', async () => {
    const errors = await boundaryErrors(
      'web/src/entities/people/fixture.tsx',
      "import { ProfilePage } from '@/features/profiles/profile-page';\nexport const page = ProfilePage;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('entity="people"');
  });

  it('refuses one domain of the middle layer importing another', async () => {
    const errors = await boundaryErrors(
      'web/src/entities/people/fixture.tsx',
      "import { EventForm } from '@/entities/events/event-form';\nexport const form = EventForm;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('entity="events"');
  });

  it('refuses lib and components importing the middle layer', async () => {
    const errors = await boundaryErrors(
      'web/src/lib/fixture.ts',
      "import { peopleKeys } from '@/entities/people/keys';\nexport const keys = peopleKeys;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"web-shared"');
  });

  it('refuses a cache refresh that names no query key (decision 0042)', async () => {
    const code =
      "import { QueryClient } from '@tanstack/react-query';\nconst client = new QueryClient();\nvoid client.invalidateQueries();\nvoid client.invalidateQueries({ exact: true });\nvoid client.invalidateQueries({ queryKey: ['forum'] });\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'web/src/features/forum/fixture.ts') });
    const lines = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
    expect(lines).toEqual([3, 4]);
  });

  it('refuses a module importing another domain’s schema file', async () => {
    const errors = await schemaErrors(
      'server/modules/messages/fixture.ts',
      "import { profiles } from '../../db/schema/profiles.js';\nexport const table = profiles;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Module "messages"');
    expect(errors[0]).toContain('schema/messages.ts');
  });

  it('refuses a module importing the schema index, every table at once', async () => {
    const errors = await schemaErrors(
      'server/modules/stats/fixture.ts',
      "import { awarenessStats } from '../../db/schema/index.js';\nexport const table = awarenessStats;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Module "stats"');
  });

  it('refuses the platform importing a module’s schema file', async () => {
    const errors = await schemaErrors(
      'server/platform/fixture.ts',
      "import { connections } from '../db/schema/connections.js';\nexport const table = connections;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The platform');
  });

  it('passes a module importing its own schema files, and the platform its own', async () => {
    expect(
      await schemaErrors(
        'server/modules/accounts/fixture.ts',
        "import { user } from '../../db/schema/auth.js';\nimport { memberSettings } from '../../db/schema/accounts.js';\nexport const tables = [user, memberSettings];\n",
      ),
    ).toEqual([]);
    expect(
      await schemaErrors(
        'server/modules/messages/fixture.ts',
        "import { privateMessages } from '../../db/schema/messages.js';\nexport const table = privateMessages;\n",
      ),
    ).toEqual([]);
    expect(
      await schemaErrors(
        'server/platform/fixture.ts',
        "import { scheduledJobs } from '../db/schema/jobs.js';\nexport const table = scheduledJobs;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a module reaching a library’s insides; only the database layer and the platform may (decision 0043)', async () => {
    const code =
      "import { DurableNodeFS } from '../../internals/pglite-durable-fs.js';\nexport const fs = DurableNodeFS;\n";
    expect(await boundaryErrors('server/modules/stats/fixture.ts', code)).toHaveLength(1);
    expect(
      await boundaryErrors(
        'server/db/fixture.ts',
        "import { DurableNodeFS } from '../internals/pglite-durable-fs.js';\nexport const fs = DurableNodeFS;\n",
      ),
    ).toEqual([]);
  });

  // Demo content (decision 0046): server/demo, brought in only by a module's definition (index.ts).
  it('passes a module’s index.ts seeding demo content, and the demo naming the shapes it fills', async () => {
    expect(
      await boundaryErrors(
        'server/modules/stories/index.ts',
        "import { sampleStories } from '../../demo/stories.js';\nexport const samples = sampleStories;\n",
      ),
    ).toEqual([]);
    const demo = [
      // From the module's own file: its index.ts brings this content in, so naming it would close a cycle.
      "import type { SampleStory } from '../modules/stories/stories.service.js';",
      "import type { articles } from '../db/schema/resources.js';",
      "import type { QuestionType } from '../../contracts/daily-question.js';",
      "import { demoMembers } from './members.js';",
      'export type Parts = [SampleStory, typeof articles.$inferInsert, QuestionType];',
      'export const members = demoMembers;',
    ].join('\n');
    expect(await boundaryErrors('server/demo/fixture.ts', demo)).toEqual([]);
  });

  it('refuses demo content anywhere in a module but its index.ts, and in the platform', async () => {
    const code = "import { sampleStories } from '../../demo/stories.js';\nexport const samples = sampleStories;\n";
    expect(await boundaryErrors('server/modules/stories/stories.service.ts', code)).toHaveLength(1);
    expect(
      await boundaryErrors(
        'server/platform/fixture.ts',
        "import { sampleStories } from '../demo/stories.js';\nexport const samples = sampleStories;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses demo content that runs a module’s code or the database', async () => {
    expect(
      await boundaryErrors(
        'server/demo/fixture.ts',
        "import { storiesModule } from '../modules/stories/index.js';\nexport const m = storiesModule;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'server/demo/fixture.ts',
        "import { createStoriesService } from '../modules/stories/stories.service.js';\nexport const c = createStoriesService;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'server/demo/fixture.ts',
        "import { articles } from '../db/schema/resources.js';\nexport const table = articles;\n",
      ),
    ).toHaveLength(1);
  });
});
