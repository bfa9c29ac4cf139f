import { z } from 'zod';

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  driver: z.enum(['pglite', 'pg']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof Health>;
