import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { DataRightsRegistry } from './data-rights.js';
import type { AuthHandler } from './auth.js';
import type { EventBus } from './events.js';
import type { Jobs } from './jobs.js';
import type { Presence } from './presence.js';
import type { RealtimeHub } from './realtime.js';
import type { SessionReader } from './session.js';
import type { Mailer } from './mail.js';
import type { MemberLimits } from './member-limits.js';
import type { PlatformSearch } from './search.js';
import type { Storage } from './storage.js';
import type { PasswordHashing } from './password-hashing.js';
import type { Screening } from './screening.js';
import type { SessionAbilities } from './authorize.js';
import type { ProofOfWork } from './altcha.js';

/**
 * The service each module publishes, by module name. A module adds its own entry by declaration
 * merging in its index.ts; other modules reach it only by declaring it in `uses`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

/** What the platform gives every module (no module's service is in here). */
export interface ModuleContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  log: FastifyBaseLogger;
  storage: Storage;
  mailer: Mailer;
  bus: EventBus;
  /** Per-member rate limits (member-limits.ts): in Redis when REDIS_URL is set, else in memory. */
  memberLimits: MemberLimits;
  /** Site-wide full-text search: each content domain registers its source. */
  search: PlatformSearch;
  /** Members' data rights: each domain registers how its tables are exported and erased (data-rights.ts). */
  dataRights: DataRightsRegistry;
  /** The one screening hook of members' free text (screening.ts): routes declare `config.screen`, the reports module screens. */
  screening: Screening;
  /** What a member may do anywhere (the session's `can`): each domain contributes the rules it owns (authorize.ts). */
  abilities: SessionAbilities;
  /**
   * Better Auth's endpoints, which the accounts module mounts at /api/auth/*. No module gets more of
   * Better Auth than this (decision 0040): sessions are read by `sessions`, passwords hashed with
   * `passwords`.
   */
  authHandler: AuthHandler;
  /** How passwords are hashed and checked, the same as Better Auth's (platform/password-hashing.ts). */
  passwords: PasswordHashing;
  /** The server's secret (AUTH_SECRET, platform/secret.ts), for keyed hashes. */
  secret: string;
  /** Runs after Better Auth creates a user (the accounts module hands it on to its listeners). */
  onUserCreated(listener: (userId: string) => Promise<void>): void;
  /** Runs after a session ends: signed out (`everywhere` when on every device), revoked, or reset with the password. */
  onSessionEnded(listener: (ended: { sessionId: string; userId: string; everywhere: boolean }) => Promise<void>): void;
  /** Members' open WebSockets on every process (platform/realtime.ts). */
  realtime: RealtimeHub;
  /** Who is online, kept in memory and stored once a minute (platform/presence.ts). */
  presence: Presence;
  /** Scheduled work that runs once across processes (platform/jobs.ts). */
  jobs: Jobs;
  /** Reads the member a Cookie header belongs to (a WebSocket checks its session again while open). */
  sessions: SessionReader;
  /** The origins a page of this site is served from (platform/origins.ts). */
  trustedOrigins: readonly string[];
  /** The proof of work public forms ask of a browser (ALTCHA, decision 0081): sign-up and the contact form. */
  proofOfWork: ProofOfWork;
}

/** The services a module declared in `uses`, one at a time: `use('accounts').countMembers()`. */
export type Use<D extends ModuleName> = <K extends D>(name: K) => ModuleServices[K];

export interface ModuleSetup<D extends ModuleName> {
  app: FastifyInstance;
  platform: ModuleContext;
  use: Use<D>;
}

/** One domain: builds its service from the platform and the services it declared, registers its routes. */
export interface AppModule<N extends ModuleName, D extends ModuleName> {
  name: N;
  /** The modules whose services this one calls; they are registered before it. */
  uses: readonly D[];
  register(setup: ModuleSetup<D>): Promise<ModuleServices[N]>;
  /**
   * Demo content (SEED_DEMO): runs at every start after every module is registered; adds its
   * content only when the domain has none yet, and returns a line for the log (or null). Seeds run
   * in the order of the registry's list, not of `uses`: a seed that needs another module's demo
   * rows comes after that module there (server/modules/registry.ts).
   */
  seed?(service: ModuleServices[N], setup: Omit<ModuleSetup<D>, 'app'>): Promise<string | null>;
}

/** Any module of the registry, its name and its service kept together. */
export type AnyModule = { [N in ModuleName]: AppModule<N, ModuleName> }[ModuleName];

/** Checks a module's shape and infers its name and declared dependencies. */
export function defineModule<N extends ModuleName, D extends ModuleName = never>(
  module: AppModule<N, D>,
): AppModule<N, D> {
  return module;
}

/** A missing, duplicated or circular dependency between modules: the server does not start. */
export class ModuleGraphError extends Error {
  override name = 'ModuleGraphError';
}

/**
 * The modules in an order where each comes after every module it uses (a depth-first topological
 * sort; the list's own order only breaks ties). Names both modules of any broken dependency.
 */
export function orderModules<M extends { name: string; uses: readonly string[] }>(list: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const module of list) {
    if (byName.has(module.name)) throw new ModuleGraphError(`Module "${module.name}" is listed twice in the registry.`);
    byName.set(module.name, module);
  }
  const ordered: M[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: M) => {
    if (done.has(module.name)) return;
    const at = path.indexOf(module.name);
    if (at >= 0) {
      const cycle = [...path.slice(at), module.name];
      throw new ModuleGraphError(
        `Modules "${cycle[0]}" and "${cycle[1]}" depend on each other in a cycle: ${cycle.join(' → ')}.`,
      );
    }
    path.push(module.name);
    for (const name of module.uses) {
      const dependency = byName.get(name);
      if (!dependency)
        throw new ModuleGraphError(
          `Module "${module.name}" uses "${name}", which is not in the registry (server/modules/registry.ts).`,
        );
      visit(dependency);
    }
    path.pop();
    done.add(module.name);
    ordered.push(module);
  };
  for (const module of list) visit(module);
  return ordered;
}

/** The registered modules' services, each reached by name. */
export interface RegisteredModules {
  /** Names in registration order (dependencies first). */
  names: ModuleName[];
  get<K extends ModuleName>(name: K): ModuleServices[K];
  /** Runs one module's demo-content seeder, or every module's in the order of the list given (the seed order). */
  seed(name?: ModuleName): Promise<string[]>;
}

/**
 * Registers the modules in dependency order: each one's `register` gets the platform and a `use`
 * that reaches exactly the modules it declared. Fails before any module runs when a dependency is
 * missing or circular.
 */
export async function registerModules(
  app: FastifyInstance,
  platform: ModuleContext,
  list: readonly AnyModule[],
): Promise<RegisteredModules> {
  const ordered = orderModules(list);
  const built: { [K in ModuleName]?: ModuleServices[K] } = {};
  const get = <K extends ModuleName>(name: K): ModuleServices[K] => {
    const service = built[name];
    if (service === undefined) throw new ModuleGraphError(`Module "${name}" is not registered.`);
    return service;
  };
  const useFor =
    (module: AnyModule): Use<ModuleName> =>
    (name) => {
      if (!module.uses.includes(name))
        throw new ModuleGraphError(`Module "${module.name}" uses "${name}" without declaring it.`);
      return get(name);
    };
  async function build<N extends ModuleName>(module: AppModule<N, ModuleName>, use: Use<ModuleName>): Promise<void> {
    const service: ModuleServices[N] = await module.register({ app, platform, use });
    built[module.name] = service;
  }
  async function seedOne<N extends ModuleName>(
    module: AppModule<N, ModuleName>,
    use: Use<ModuleName>,
  ): Promise<string | null> {
    return module.seed ? module.seed(get(module.name), { platform, use }) : null;
  }
  for (const module of ordered) await build(module, useFor(module));
  return {
    names: ordered.map((m) => m.name),
    get,
    async seed(name) {
      const lines: string[] = [];
      // The list's own order, not the dependency order: seeding has its own (see AppModule.seed).
      for (const module of list) {
        if (name && module.name !== name) continue;
        const line = await seedOne(module, useFor(module));
        if (line) lines.push(line);
      }
      return lines;
    },
  };
}
