import { sql } from 'drizzle-orm';
import { CompanionLimitText } from '../../../contracts/companion.js';
import type { Transaction } from '../../db/client.js';
import { RateLimited } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS } from '../../platform/member-limits.js';

/**
 * Per-member limits that protect the reply provider, counted from the member's own messages in
 * the database (so every server process shares them): at most `perMinute` in any minute and
 * `dailyQuota` per India day (midnight to midnight, UTC+05:30; India has no daylight saving).
 * Runs inside the transaction that saves the message, after taking the member's advisory lock,
 * so that two messages sent at once cannot both slip under the limit.
 *
 * A message that signals risk counts like any other (else anyone could send without limit by
 * writing such words); over the limit its refusal carries the helplines (the `…AtRisk` messages),
 * so a person in danger still sees whom to call at once.
 */
export async function enforceLimits(
  tx: Transaction,
  userId: string,
  limits: { perMinute: number; dailyQuota: number },
  message: { risk?: boolean } = {},
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forti:${userId}`}))`);
  const result = await tx.execute(sql`
    with day as (
      select ((date_trunc('day', (now() at time zone 'UTC') + interval '5 hours 30 minutes') - interval '5 hours 30 minutes') at time zone 'UTC') as start
    )
    select
      (select count(*) from chat_messages m, day
        where m.user_id = ${userId} and m.sender = 'user' and m.created_at >= day.start)::int as today,
      (select extract(epoch from (m.created_at + interval '1 minute' - now()))
        from chat_messages m
        where m.user_id = ${userId} and m.sender = 'user' and m.created_at > now() - interval '1 minute'
        order by m.created_at desc offset ${limits.perMinute - 1} limit 1)::float8 as minute_wait,
      extract(epoch from (day.start + interval '1 day' - now()))::float8 as day_wait
    from day`);
  const row = (result as unknown as { rows: Array<{ today: number; minute_wait: number | null; day_wait: number }> })
    .rows[0];
  if (!row) return;
  if (Number(row.today) >= limits.dailyQuota) {
    const daily = message.risk ? CompanionLimitText.dailyAtRisk : CompanionLimitText.daily;
    throw new RateLimited(daily({ quota: limits.dailyQuota }), Math.max(1, Math.ceil(Number(row.day_wait))));
  }
  if (row.minute_wait !== null && row.minute_wait !== undefined) {
    const seconds = Math.max(1, Math.ceil(Number(row.minute_wait)));
    const perMinute = message.risk ? CompanionLimitText.perMinuteAtRisk : CompanionLimitText.perMinute;
    throw new RateLimited(perMinute({ count: seconds }), seconds);
  }
}

/**
 * Per-member hourly limits on attachments and voice, which cost disk, CPU and calls to the
 * transcription API; each its own count in the platform's member limits.
 */
export function fortiFileLimits(limits: { uploadsPerHour: number; transcriptionsPerHour: number }) {
  return {
    upload: defineMemberLimit({
      name: 'forti-upload',
      max: limits.uploadsPerHour,
      windowSeconds: HOUR_SECONDS,
      message: ({ minutes }) => CompanionLimitText.uploads({ count: minutes }),
    }),
    transcription: defineMemberLimit({
      name: 'forti-transcription',
      max: limits.transcriptionsPerHour,
      windowSeconds: HOUR_SECONDS,
      message: ({ minutes }) => CompanionLimitText.transcriptions({ count: minutes }),
    }),
  };
}

export type FortiFileLimits = ReturnType<typeof fortiFileLimits>;
