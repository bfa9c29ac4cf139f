import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client.js';

/**
 * Migrations that change data, run on a database as the release before them left it: the
 * migrations up to the one before are applied, rows are written as that release wrote them, then
 * the whole folder is applied as a new release's start does.
 */

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const temp = mkdtempSync(path.join(os.tmpdir(), 'fn-migrations-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of the migrations folder that stops before `tag`. */
function folderBefore(tag: string): string {
  const dir = path.join(temp, tag);
  cpSync(folder, dir, { recursive: true });
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  expect(upTo).toBeGreaterThan(0);
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
  );
  return dir;
}

describe('0011_one_state_list', () => {
  it("rewrites a mentor's state from the old underscore code to the one list's code, and leaves the rest", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: folderBefore('0011_one_state_list') });
      for (const [id, state] of [
        ['u1', 'tamil_nadu'],
        ['u2', 'dadra_nagar_haveli_daman_diu'],
        ['u3', 'kerala'],
        ['u4', null],
      ] as const) {
        await client.query(
          `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $1, $1 || '@example.com', true, now(), now())`,
          [id],
        );
        await client.query(
          `insert into mentor_offers (user_id, cancer_type, state, capacity) values ($1, 'breast', $2, 2)`,
          [id, state],
        );
      }
      await migrate(db, { migrationsFolder: folder });
      const rows = await client.query<{ user_id: string; state: string | null }>(
        'select user_id, state from mentor_offers order by user_id',
      );
      expect(rows.rows).toEqual([
        { user_id: 'u1', state: 'tamil-nadu' },
        { user_id: 'u2', state: 'dadra-nagar-haveli-daman-diu' },
        { user_id: 'u3', state: 'kerala' },
        { user_id: 'u4', state: null },
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe('0013_notification_actor', () => {
  it('gives notifications from before it the member they name, and deletes those naming someone no longer here', async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    const post = '11111111-1111-4111-8111-111111111111';
    const reply = '22222222-2222-4222-8222-222222222222';
    const keptReply = '33333333-3333-4333-8333-333333333333';
    const request = '44444444-4444-4444-8444-444444444444';
    try {
      await migrate(db, { migrationsFolder: folderBefore('0013_notification_actor') });
      for (const [id, name] of [
        ['asha', 'Asha Rao'],
        ['dev', 'Dev Anand'],
        ['erased-member', 'Anonymous'],
      ])
        await client.query(
          `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $2, $1 || '@example.com', true, now(), now())`,
          [id, name],
        );
      await client.query(`insert into forum_posts (id, user_id, title, content) values ($1, 'dev', 'Scans', 'Calm?')`, [
        post,
      ]);
      await client.query(
        `insert into forum_replies (id, post_id, user_id, content) values ($1, $3, 'dev', 'Yes'), ($2, $3, 'erased-member', 'Kept')`,
        [reply, keptReply, post],
      );
      await client.query(
        `insert into mentor_requests (id, mentor_id, mentee_id, note, status) values ($1, 'asha', 'dev', 'Hello', 'ended')`,
        [request],
      );
      const rows: [string, string, string, Record<string, string>, string | null, string | null][] = [
        [
          'n1',
          'asha',
          'connectionRequest',
          { name: 'Dev Anand' },
          '/connect?tab=requests',
          'connection-request:dev:2026-12-01',
        ],
        ['n2', 'asha', 'newMessage', { name: 'Dev Anand' }, '/messages/dev', 'burst:dev'],
        ['n3', 'asha', 'mentorRequest', { name: 'Dev Anand' }, '/mentors?tab=requests', `mentor-request:${request}`],
        ['n4', 'asha', 'mentorshipEnded', { name: 'Dev Anand' }, '/mentors', null],
        ['n5', 'asha', 'reply', { name: 'Dev Anand', title: 'Scans' }, `/forum/${post}#reply-${reply}`, null],
        ['n6', 'asha', 'mention', { name: 'Dev Anand', title: 'Scans' }, `/forum/${post}`, 'mention:p'],
        ['n7', 'asha', 'mention', { anonymous: '1', title: 'Scans' }, `/forum/${post}`, 'mention:a'],
        ['n8', 'asha', 'reply', { name: 'Gita Gone', title: 'Scans' }, `/forum/${post}#reply-${keptReply}`, null],
        [
          'n9',
          'asha',
          'mention',
          { name: 'Gita Gone', title: 'Scans' },
          `/forum/${post}#reply-${request}`,
          'mention:r',
        ],
        ['n10', 'asha', 'eventReminder', { title: 'Yoga' }, '/events', null],
        ['n11', 'asha', 'connectionAccepted', { name: 'Gita Gone' }, '/messages/gita', null],
        ['n12', 'dev', 'reply', { name: 'Asha Rao', title: 'Scans' }, `/forum/${post}#reply-${request}`, null],
      ];
      for (const [key, userId, template, params, actionUrl, dedupeKey] of rows)
        await client.query(
          `insert into notifications (user_id, template, title, params, action_url, dedupe_key, group_key) values ($1, $2, $3, $4, $5, $6, $7)`,
          [userId, template, key, JSON.stringify(params), actionUrl, dedupeKey, key],
        );
      await migrate(db, { migrationsFolder: folder });
      const after = await client.query<{ title: string; actor_id: string | null }>(
        'select title, actor_id from notifications order by length(title), title',
      );
      expect(after.rows).toEqual([
        { title: 'n1', actor_id: 'dev' },
        { title: 'n2', actor_id: 'dev' },
        { title: 'n3', actor_id: 'dev' },
        { title: 'n4', actor_id: 'dev' },
        { title: 'n5', actor_id: 'dev' },
        { title: 'n6', actor_id: 'dev' },
        { title: 'n7', actor_id: null },
        // n8 named someone whose reply an erasure kept as Anonymous, n9 and n11 someone no longer a member.
        { title: 'n10', actor_id: null },
        // A reply that is gone, by a member still here: it names no one who left, and stays.
        { title: 'n12', actor_id: null },
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
