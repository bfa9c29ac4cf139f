import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export interface Job {
  name: string;
  everyMs: number;
  run(now: Date): Promise<void>;
}

export interface Jobs {
  /** Adds a job; it runs every `everyMs` on one process at a time while the jobs are started. */
  every(job: Job): void;
  /** Tries to take the job's lease and run it now; false when another process holds the lease. */
  runNow(name: string, now?: Date): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Scheduled work that runs once even with several server processes on one database: before each
 * run a process takes the job's lease (one UPDATE ... WHERE the lease has expired), and only the
 * process that got it runs. The lease lasts one interval, so the next run is an interval later
 * on whichever process comes first.
 */
export function createJobs(deps: { db: Database; log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void } }): Jobs {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

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

  const tick = (job: Job) => {
    const p = runNow(job.name).catch((err: unknown) => deps.log.warn({ err, job: job.name }, 'scheduled job failed'));
    running.add(p);
    void p.finally(() => running.delete(p));
  };

  return {
    every(job) {
      jobs.set(job.name, job);
    },
    runNow,
    start() {
      for (const job of jobs.values()) {
        // A first try soon after start, then at every interval.
        const first = setTimeout(() => tick(job), 5_000);
        first.unref();
        const timer = setInterval(() => tick(job), job.everyMs);
        timer.unref();
        timers.push(first, timer);
      }
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      timers.length = 0;
      await Promise.allSettled([...running]);
    },
  };
}
