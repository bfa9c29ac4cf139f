import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import boundaries from 'eslint-plugin-boundaries';
import { existsSync, readdirSync } from 'node:fs';

/** The parts of the house and who may import whom (docs/architecture.md, decision 0017). */
export const boundaryElements = [
  { type: 'contracts', pattern: 'contracts' },
  { type: 'server-entry', pattern: 'server/(app|main|serve).ts', mode: 'file' },
  { type: 'server-config', pattern: 'server/config.ts', mode: 'file' },
  { type: 'server-registry', pattern: 'server/modules/registry.ts', mode: 'file' },
  { type: 'server-module', pattern: 'server/modules/*', capture: ['module'] },
  { type: 'server-platform', pattern: 'server/platform' },
  { type: 'server-db', pattern: 'server/db' },
  // What must still touch a library's insides, each with an upgrade test (decision 0043).
  { type: 'server-internals', pattern: 'server/internals' },
  { type: 'server-cli', pattern: 'server/cli' },
  // Demo content (decision 0046): sample members, posts and art, seeded only by the modules' seed functions.
  { type: 'server-demo', pattern: 'server/demo' },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-entity', pattern: 'web/src/entities/*', capture: ['entity'] },
  { type: 'web-shared', pattern: 'web/src/(components|lib)' },
  { type: 'web-entry', pattern: 'web/src/main.tsx', mode: 'file' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
/** Another module is reached only through its index.ts: the service and types it publishes. */
const moduleFace = { to: { element: { type: 'server-module', internalPath: 'index.ts' } } };
/**
 * Demo content names the shapes it fills: types only, never a module's code. It takes them from the
 * module's own file that defines them, not its index.ts: the index brings the demo content in, so a
 * type taken from it would close an import cycle (decision 0068).
 */
const moduleTypes = { to: { element: { type: 'server-module' } }, dependency: { kind: 'type' } };

export const boundaryPolicies = [
  {
    from: { element: { type: 'server-module' } },
    allow: [to('server-platform', 'server-db', 'server-config', 'contracts'), moduleFace],
  },
  // Only a module's definition (its seed function) brings in demo content; its services take rows as given.
  { from: { element: { type: 'server-module', internalPath: 'index.ts' } }, allow: to('server-demo') },
  {
    from: { element: { type: 'server-demo' } },
    allow: [
      to('server-demo', 'contracts'),
      { to: { element: { type: 'server-db' } }, dependency: { kind: 'type' } },
      moduleTypes,
    ],
  },
  { from: { element: { type: 'server-registry' } }, allow: [to('server-platform'), moduleFace] },
  {
    from: { element: { type: 'server-entry' } },
    allow: [
      to('server-entry', 'server-platform', 'server-db', 'server-config', 'server-registry', 'contracts'),
      moduleFace,
    ],
  },
  {
    from: { element: { type: 'server-cli' } },
    allow: [to('server-platform', 'server-db', 'server-config', 'contracts'), moduleFace],
  },
  {
    from: { element: { type: 'server-platform' } },
    allow: to('server-platform', 'server-db', 'server-internals', 'server-config', 'contracts'),
  },
  { from: { element: { type: 'server-db' } }, allow: to('server-db', 'server-internals', 'contracts') },
  { from: { element: { type: 'server-internals' } }, allow: to('server-internals') },
  { from: { element: { type: 'server-config' } }, allow: to('contracts') },
  { from: { element: { type: 'web-entry' } }, allow: to('web-app', 'web-shared', 'contracts') },
  { from: { element: { type: 'web-app' } }, allow: to('web-feature', 'web-entity', 'web-shared', 'contracts') },
  { from: { element: { type: 'web-feature' } }, allow: to('web-entity', 'web-shared', 'contracts') },
  // The middle layer (decision 0042): one domain's shared code, below the features, above lib and components.
  { from: { element: { type: 'web-entity' } }, allow: to('web-shared', 'contracts') },
  { from: { element: { type: 'web-shared' } }, allow: to('web-shared', 'contracts') },
];

/**
 * Each table has one owner (decision 0036): the schema files (server/db/schema/<file>.ts) each
 * module may import. Another domain's data is reached through its owner's service; the schema
 * index (every table at once) is for the database layer, migrations and tests only.
 *
 * Owners come from the folders, so the rule fails closed (issue 40): every folder in server/modules
 * is a module with a rule, owning the schema file of its own name when there is one, plus the few
 * files named here. A module added tomorrow is refused other modules' tables from its first line.
 */
const here = (p) => new URL(p, import.meta.url);
const extraSchemaFiles = {
  accounts: ['auth'], // Better Auth's user, session, account, verification (member_settings is accounts.ts)
  companion: ['companion-files'],
};
export const schemaOwners = Object.fromEntries(
  readdirSync(here('./server/modules/'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => [
      name,
      [...(existsSync(here(`./server/db/schema/${name}.ts`)) ? [name] : []), ...(extraSchemaFiles[name] ?? [])],
    ]),
);
/** The platform owns the tables of its own mechanisms: the audit log and security events, job leases. */
export const platformSchema = ['audit', 'jobs', 'job-queue', 'rate-limits'];
/**
 * The accounts' tables read below the modules, where access is decided before any module runs:
 * Better Auth's adapter (auth.ts), the per-request session read (session.ts) and the last-activity
 * write (presence.ts, in SQL text that no import rule sees). Decision 0036.
 */
export const platformReadsOfAccounts = [
  'server/platform/auth.ts',
  'server/platform/session.ts',
  'server/platform/presence.ts',
];
/**
 * TEMPORARY (issue 22): modules still being moved to their own schema file in parallel branches.
 * The merger empties this list; nothing is ever added to it.
 */
export const schemaOwnershipPending = [];

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A no-restricted-imports rule that refuses every schema file but `own`. */
const onlySchemaFiles = (own, who) => [
  'error',
  {
    patterns: [
      {
        regex:
          own.length > 0 ? `(^|/)db/schema/(?!(${own.map(escape).join('|')})\\.js$)[^/]+$` : '(^|/)db/schema/[^/]+$',
        message: `${who} imports only its own schema files (${own.length > 0 ? own.map((f) => `schema/${f}.ts`).join(', ') : 'it has none'}); another domain's tables are read through their owner's service (decision 0036).`,
      },
    ],
  },
];
const schemaOwnership = [
  ...Object.entries(schemaOwners)
    .filter(([module]) => !schemaOwnershipPending.includes(module))
    .map(([module, own]) => ({
      files: [`server/modules/${module}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-imports': onlySchemaFiles(own, `Module "${module}"`) },
    })),
  {
    files: ['server/platform/**/*.ts'],
    ignores: ['**/*.test.ts', ...platformReadsOfAccounts],
    rules: { 'no-restricted-imports': onlySchemaFiles(platformSchema, 'The platform') },
  },
  {
    files: platformReadsOfAccounts,
    rules: {
      'no-restricted-imports': onlySchemaFiles([...platformSchema, ...schemaOwners.accounts], 'This platform file'),
    },
  },
];

/** A cache refresh names what it refreshes (decision 0042): no invalidateQueries() without a queryKey. */
const invalidateWithKey = [
  {
    selector: "CallExpression[callee.property.name='invalidateQueries'][arguments.length=0]",
    message: 'Name what to refresh: invalidateQueries({ queryKey: <domain>Keys.… }).',
  },
  {
    selector:
      "CallExpression[callee.property.name='invalidateQueries'] > ObjectExpression:first-child:not(:has(> Property[key.name='queryKey']))",
    message: 'Name what to refresh: invalidateQueries({ queryKey: <domain>Keys.… }).',
  },
];

/**
 * The web never decides a permission from a role (issue 40): what a member may do comes with the
 * data, as the answer's `can` or the session's `user.can`, computed by the rules that enforce it.
 */
const noRoleChecks = [
  {
    selector: 'BinaryExpression[operator=/^[!=]==?$/][right.value=/^(admin|ngo)$/]',
    message: "Abilities come from the server: use the answer's `can` or the session's `user.can`, not a role.",
  },
  {
    selector: 'BinaryExpression[operator=/^[!=]==?$/][left.value=/^(admin|ngo)$/]',
    message: "Abilities come from the server: use the answer's `can` or the session's `user.can`, not a role.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      // The compiled server (npm run build): its source is linted; the copy is not.
      'dist',
      'data',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // The route descriptors carry zod schemas: the web reads them as types only (decision 0071), so no
  // schema reaches a browser bundle through its API client. And every call goes through that client,
  // typed by the descriptors: nobody picks an answer's type by hand with apiFetch<T>.
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    ignores: ['web/src/lib/api-client.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/api',
              importNames: ['apiFetch'],
              message:
                "Call the API through api() of '@/lib/api-client', typed by the route's descriptor (decision 0071).",
            },
          ],
          patterns: [
            {
              group: ['@contracts/routes/*', '@contracts/http'],
              allowTypeImports: true,
              message: 'The web reads route descriptors as types only (import type): decision 0071.',
            },
          ],
        },
      ],
    },
  },
  // Every word a person sees comes from the catalogs (web/src/locales): no literal text in JSX,
  // in the attributes people read or hear, or in toasts and page titles.
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className',
              '\\w+ClassName',
              'style',
              'type',
              'key',
              'id',
              'width',
              'height',
              'to',
              'route',
              'href',
              'src',
              'rel',
              'target',
              'role',
              'name',
              'htmlFor',
              'variant',
              'size',
              'tone',
              'side',
              'align',
              'autoComplete',
              'inputMode',
              'enterKeyHint',
              'method',
              'loading',
              'decoding',
              'accept',
              'viewBox',
              'd',
              'fill',
              'stroke',
              'strokeWidth',
              'strokeLinecap',
              'strokeLinejoin',
              'xmlns',
              'x',
              'y',
              'rx',
              'cx',
              'cy',
              'r',
              'points',
              'transform',
              'fillRule',
              'clipRule',
              'aria-hidden',
              'aria-live',
              'aria-current',
              'aria-haspopup',
              'aria-controls',
              'aria-describedby',
              'aria-labelledby',
              'aria-atomic',
              'aria-relevant',
              'aria-orientation',
              'aria-sort',
              'data-[\\w-]+',
              'lang',
              'dir',
              'spellCheck',
              'pattern',
              'value',
              'defaultValue',
              'sizes',
              'srcSet',
              'media',
              'as',
              'orientation',
              'activationMode',
              'dateTime',
              'form',
              'capture',
              'wrap',
              'step',
              'min',
              'max',
              'sandbox',
              'allow',
              'referrerPolicy',
              'crossOrigin',
              'icon',
              'position',
              'mode',
              'state',
              'end',
              'preventScrollReset',
              'replace',
              'subject',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~·•—–\\s]+', '[A-Z_-]+', '^\\p{Emoji}+$', '^Forti$'] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='toast'] > Literal",
          message: 'Toast text comes from the catalogs: use t().',
        },
        {
          selector: "CallExpression[callee.object.name='toast'] > TemplateLiteral",
          message: 'Toast text comes from the catalogs: use t().',
        },
        {
          selector: "CallExpression[callee.name='useDocumentTitle'] > Literal",
          message: 'Page titles come from the catalogs: use t().',
        },
        ...invalidateWithKey,
        ...noRoleChecks,
      ],
    },
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...invalidateWithKey, ...noRoleChecks] },
  },
  {
    // ESLint loads import resolvers with require(): the one here is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and their support (server/test) may reach anything they check.
    files: ['server/**/*.ts', 'web/src/**/*.{ts,tsx}', 'contracts/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'boundaries/legacy-templates': false,
      // Single-file elements (app.ts, config.ts, the registry) still need `mode: 'file'` in this major version.
      'boundaries/legacy-warnings': false,
      'import/resolver': { './scripts/eslint-resolver.cjs': {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: boundaryPolicies,
        },
      ],
    },
  },
  ...schemaOwnership,
);
