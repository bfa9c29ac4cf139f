import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export interface Job {
  name: string;
  everyMs: number;
  run(now: Date): Promise<void>;
}

/** One-off work of one kind, queued in the database (`queued_jobs`) and run under a lease. */
export interface QueuedWork<P extends Record<string, unknown> = Record<string, unknown>> {
  kind: string;
  /** How long a process holds a row; renewed every third of it while the work runs. */
  leaseMs?: number;
  /** Tries before the work is given up; a process that stopped mid-way used one. */
  maxAttempts?: number;
  run(payload: P): Promise<void>;
  /** Told once when the work is given up. */
  giveUp?(payload: P): Promise<void>;
}

export interface Jobs {
  /** Adds a job; it runs every `everyMs` on one process at a time while the jobs are started. */
  every(job: Job): void;
  /** Tries to take the job's lease and run it now; false when another process holds the lease. */
  runNow(name: string, now?: Date): Promise<boolean>;
  /** Says how to run queued work of one kind. */
  queue<P extends Record<string, unknown>>(work: QueuedWork<P>): void;
  /**
   * Queues work (once per kind and key) and starts it in this process at once. A process that
   * stops before it is done leaves the row; its lease expires and another process takes it up.
   */
  enqueue(kind: string, key: string, payload: Record<string, unknown>): Promise<void>;
  /** Runs the due work of a kind (every kind when left out) in this process until none is left. */
  runQueued(kind?: string): Promise<void>;
  /** Resolves when no queued work is running in this process (tests, shutdown). */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 2 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 3;
/** A failed try waits this long before it is taken again. */
const RETRY_AFTER_MS = 30_000;
/** How often a started process looks for work whose lease expired. */
const QUEUE_POLL_MS = 30_000;

/**
 * Background work that runs once even with several server processes on one database.
 * Scheduled jobs: before each run a process takes the job's lease (one UPDATE ... WHERE the lease
 * has expired), and only the process that got it runs; the lease lasts one interval, so the next
 * run is an interval later on whichever process comes first. Queued work: a row per piece of
 * work, taken with `FOR UPDATE SKIP LOCKED` and a lease that the running process renews; the row
 * goes when the work is done, so work whose process stopped is taken up again when its lease ends.
 */
export function createJobs(deps: {
  db: Database;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
}): Jobs {
  const jobs = new Map<string, Job>();
  const kinds = new Map<string, QueuedWork>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const draining = new Map<string, Promise<void>>();

  const track = (p: Promise<unknown>) => {
    running.add(p);
    void p.finally(() => running.delete(p));
  };

  async function takeLease(job: Job): Promise<boolean> {
    const seconds = Math.max(1, Math.floor(job.everyMs / 1000) - 1);
    const rows = await deps.db.execute(sql`
      insert into scheduled_jobs (name, lease_until, last_run_at) values (${job.name}, now() + make_interval(secs => ${seconds}), now())
      on conflict (name) do update set lease_until = excluded.lease_until, last_run_at = excluded.last_run_at
      where scheduled_jobs.lease_until is null or scheduled_jobs.lease_until <= now()
      returning name`);
    return rows.rows.length > 0;
  }

  async function runNow(name: string, now = new Date()): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    if (!(await takeLease(job))) return false;
    await job.run(now);
    return true;
  }

  const tick = (job: Job) =>
    track(runNow(job.name).catch((err: unknown) => deps.log.warn({ err, job: job.name }, 'scheduled job failed')));

  const leaseSeconds = (work: QueuedWork) => Math.max(1, Math.ceil((work.leaseMs ?? DEFAULT_LEASE_MS) / 1000));

  /** Takes one due row of the kind, or none. */
  async function claim(
    work: QueuedWork,
  ): Promise<{ id: string; payload: Record<string, unknown>; attempts: number } | null> {
    const rows = await deps.db.execute(sql`
      update queued_jobs set attempts = attempts + 1, lease_until = now() + make_interval(secs => ${leaseSeconds(work)})
      where id = (
        select id from queued_jobs where kind = ${work.kind} and (lease_until is null or lease_until <= now())
        order by created_at limit 1 for update skip locked
      )
      returning id, payload, attempts`);
    const row = rows.rows[0] as { id: string; payload: Record<string, unknown>; attempts: number } | undefined;
    return row ?? null;
  }

  async function runOne(
    work: QueuedWork,
    row: { id: string; payload: Record<string, unknown>; attempts: number },
  ): Promise<void> {
    if (row.attempts > (work.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
      deps.log.warn({ kind: work.kind, id: row.id, attempts: row.attempts - 1 }, 'queued work given up');
      await work.giveUp?.(row.payload);
      await deps.db.execute(sql`delete from queued_jobs where id = ${row.id}`);
      return;
    }
    // The lease is renewed while the work runs, so a long piece of work is not taken twice.
    const renew = setInterval(
      () => {
        void deps.db
          .execute(
            sql`update queued_jobs set lease_until = now() + make_interval(secs => ${leaseSeconds(work)}) where id = ${row.id} and attempts = ${row.attempts}`,
          )
          .catch((err: unknown) => deps.log.warn({ err, kind: work.kind }, 'could not renew a lease of queued work'));
      },
      Math.max(250, ((work.leaseMs ?? DEFAULT_LEASE_MS) / 3) | 0),
    );
    renew.unref();
    try {
      await work.run(row.payload);
      await deps.db.execute(sql`delete from queued_jobs where id = ${row.id} and attempts = ${row.attempts}`);
    } catch (err) {
      deps.log.warn({ err, kind: work.kind, id: row.id }, 'queued work failed');
      await deps.db.execute(
        sql`update queued_jobs set lease_until = now() + make_interval(secs => ${RETRY_AFTER_MS / 1000}) where id = ${row.id} and attempts = ${row.attempts}`,
      );
    } finally {
      clearInterval(renew);
    }
  }

  /** Runs due work of the kind until none is left; one loop per kind in a process at a time. */
  function drain(kind: string): Promise<void> {
    const work = kinds.get(kind);
    if (!work) return Promise.reject(new Error(`no queued work of kind ${kind}`));
    const current = draining.get(kind);
    if (current) return current;
    const loop = (async () => {
      for (let row = await claim(work); row; row = await claim(work)) await runOne(work, row);
    })().finally(() => draining.delete(kind));
    draining.set(kind, loop);
    track(loop.catch((err: unknown) => deps.log.warn({ err, kind }, 'queued work could not be taken')));
    return loop;
  }

  return {
    every(job) {
      jobs.set(job.name, job);
    },
    runNow,
    queue(work) {
      kinds.set(work.kind, work as unknown as QueuedWork);
    },
    async enqueue(kind, key, payload) {
      if (!kinds.has(kind)) throw new Error(`no queued work of kind ${kind}`);
      await deps.db.execute(
        sql`insert into queued_jobs (kind, key, payload) values (${kind}, ${key}, ${JSON.stringify(payload)}::jsonb) on conflict (kind, key) do nothing`,
      );
      // A loop already running may have just looked and found nothing: look again after it.
      const current = draining.get(kind);
      if (current) track(current.then(() => drain(kind)).catch(() => {}));
      else void drain(kind).catch(() => {});
    },
    async runQueued(kind) {
      for (const k of kind ? [kind] : [...kinds.keys()]) await drain(k);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    start() {
      for (const job of jobs.values()) {
        // A first try soon after start, then at every interval.
        const first = setTimeout(() => tick(job), 5_000);
        first.unref();
        const timer = setInterval(() => tick(job), job.everyMs);
        timer.unref();
        timers.push(first, timer);
      }
      const look = () => {
        for (const kind of kinds.keys()) void drain(kind).catch(() => {});
      };
      const first = setTimeout(look, 5_000);
      first.unref();
      const poll = setInterval(look, QUEUE_POLL_MS);
      poll.unref();
      timers.push(first, poll);
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      timers.length = 0;
      await Promise.allSettled([...running]);
    },
  };
}
