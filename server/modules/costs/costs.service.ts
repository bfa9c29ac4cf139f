import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CostsMessages,
  type AdminScheme,
  type AdminSchemePage,
  type CostsAnswers,
  type CostsHelper,
  type CostsMatch,
  type CreateSchemeBody,
  type SchemeRules,
  type SchemeView,
  type UpdateSchemeBody,
} from '../../../contracts/costs.js';
import type { IndianState } from '../../../contracts/india.js';
import type { Database } from '../../db/client.js';
import { costSchemes } from '../../db/schema/costs.js';
import type { Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { conflictOnUnique } from '../../platform/db-errors.js';
import { notFound } from '../../platform/errors.js';
import { matchScheme } from './costs.match.js';
import type { SchemeSeed } from './costs.facts.js';

type Row = typeof costSchemes.$inferSelect;

/** What the costs page needs of the library: NGOs that help with paperwork and financial aid. */
export interface CostsHelpers {
  ngosHelpingWithCosts(limit: number): Promise<CostsHelper[]>;
}

const rulesOf = (r: Row): SchemeRules => ({
  states: r.states as IndianState[],
  minAge: r.minAge,
  needsCard: r.needsCard,
  employment: r.employment as SchemeRules['employment'],
  excludesGovtEmployees: r.excludesGovtEmployees,
  hospitalKinds: r.hospitalKinds as SchemeRules['hospitalKinds'],
});

const present = (r: Row, reasons: SchemeView['reasons']): SchemeView => ({
  id: r.id,
  slug: r.slug,
  en: { name: r.nameEn, covers: r.coversEn, who: r.whoEn, documents: r.documentsEn, how: r.howEn },
  hi: { name: r.nameHi, covers: r.coversHi, who: r.whoHi, documents: r.documentsHi, how: r.howHi },
  helplines: r.helplines,
  sourceUrl: r.sourceUrl,
  checkedOn: r.checkedOn,
  states: r.states as IndianState[],
  reasons,
});

const presentAdmin = (r: Row): AdminScheme => ({
  ...rulesOf(r),
  id: r.id,
  slug: r.slug,
  nameEn: r.nameEn,
  nameHi: r.nameHi,
  coversEn: r.coversEn,
  coversHi: r.coversHi,
  whoEn: r.whoEn,
  whoHi: r.whoHi,
  documentsEn: r.documentsEn,
  documentsHi: r.documentsHi,
  howEn: r.howEn,
  howHi: r.howHi,
  helplines: r.helplines,
  sourceUrl: r.sourceUrl,
  checkedOn: r.checkedOn,
  sortOrder: r.sortOrder,
  isPublished: r.isPublished,
  updatedAt: r.updatedAt.toISOString(),
});

/** Only the keys the caller sent (a PATCH changes what it names). */
const defined = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The schemes that help pay for treatment: the public match (nothing about the person is kept: the
 * answers are read and forgotten), and the administrators' upkeep, each change audited by name.
 */
export function createCostsService(deps: { db: Database; helpers: CostsHelpers }) {
  const { db, helpers } = deps;

  return {
    /** Published schemes split into those the answers leave open and the others, with NGOs to talk to. */
    async match(answers: CostsAnswers): Promise<CostsMatch> {
      const rows = await db
        .select()
        .from(costSchemes)
        .where(eq(costSchemes.isPublished, true))
        .orderBy(asc(costSchemes.sortOrder), asc(costSchemes.nameEn));
      const matches: SchemeView[] = [];
      const others: SchemeView[] = [];
      for (const row of rows) {
        const { open, reasons } = matchScheme(rulesOf(row), answers);
        if (open) matches.push(present(row, reasons));
        else others.push(present(row, []));
      }
      // The scheme of the person's own state first, then the national ones. With no state given,
      // every state's scheme stays open but comes after the national ones: a page that opened with
      // Tamil Nadu's scheme for someone in Bihar would read as if it were theirs.
      if (answers.state) matches.sort((a, b) => Number(b.states.length > 0) - Number(a.states.length > 0));
      else matches.sort((a, b) => Number(a.states.length > 0) - Number(b.states.length > 0));
      return { matches, others, helpers: await helpers.ngosHelpingWithCosts(5) };
    },

    async list(query: { q?: string | undefined }): Promise<AdminSchemePage> {
      const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = await db
        .select()
        .from(costSchemes)
        .where(
          like
            ? or(ilike(costSchemes.nameEn, like), ilike(costSchemes.nameHi, like), ilike(costSchemes.slug, like))
            : undefined,
        )
        .orderBy(asc(costSchemes.sortOrder), asc(costSchemes.nameEn));
      return { items: rows.map(presentAdmin), nextCursor: null };
    },

    async create(actor: Viewer, input: z.output<typeof CreateSchemeBody>): Promise<AdminScheme> {
      return conflictOnUnique(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx.insert(costSchemes).values(input).returning();
            await writeAudit(tx, {
              action: 'cost_scheme_created',
              adminId: actor.id,
              targetUserId: null,
              details: { schemeId: row!.id, name: row!.nameEn },
            });
            return presentAdmin(row!);
          }),
        CostsMessages.slugTaken,
      );
    },

    async update(actor: Viewer, id: string, input: z.output<typeof UpdateSchemeBody>): Promise<AdminScheme> {
      return conflictOnUnique(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .update(costSchemes)
              .set({ ...defined(input), updatedAt: new Date() })
              .where(eq(costSchemes.id, id))
              .returning();
            if (!row) throw notFound(CostsMessages.notFound);
            await writeAudit(tx, {
              action: 'cost_scheme_updated',
              adminId: actor.id,
              targetUserId: null,
              details: { schemeId: id, name: row.nameEn, fields: Object.keys(defined(input)) },
            });
            return presentAdmin(row);
          }),
        CostsMessages.slugTaken,
      );
    },

    async remove(actor: Viewer, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(costSchemes)
          .where(eq(costSchemes.id, id))
          .returning({ name: costSchemes.nameEn });
        if (!row) throw notFound(CostsMessages.notFound);
        await writeAudit(tx, {
          action: 'cost_scheme_deleted',
          adminId: actor.id,
          targetUserId: null,
          details: { schemeId: id, name: row.name },
        });
      });
    },

    /** Adds the sourced schemes to an empty table; returns how many were added. */
    async seedFacts(facts: SchemeSeed[]): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(costSchemes);
      if (Number(row?.n ?? 0) > 0) return 0;
      await db.insert(costSchemes).values(facts).onConflictDoNothing();
      return facts.length;
    },
  };
}

export type CostsService = ReturnType<typeof createCostsService>;
