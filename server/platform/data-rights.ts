import type { Readable } from 'node:stream';
import type { Transaction } from '../db/client.js';

/**
 * Members' data rights as contributions (decision 0037): each domain registers what it holds about
 * a member, how that goes into the member's copy and how it is erased, as it registers a search
 * source. The data-rights module only orchestrates: it reads no domain's table.
 */

/**
 * The account that keeps erased members' posts, replies and stories, always shown as 'Anonymous'
 * (the accounts contribution creates it, the content domains move kept content to it).
 */
export const ERASED_MEMBER_ID = 'erased-member';

/** One file of a member's copy, opened only when the archive reaches it (a stream from storage). */
export interface MemberFile {
  /** Its path inside the archive, e.g. `files/forti/<id>-scan.pdf`. */
  path: string;
  open(): Promise<Readable | null>;
}

/** A domain's part of a member's copy: sections of data.json, and files. */
export interface MemberDataPart {
  sections: Record<string, unknown>;
  files?: MemberFile[];
}

/** The member being erased, as the accounts service read them under its lock. */
export interface ErasedMember {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  name: string;
}

/** One erasure, shared by every contribution inside the deletion's transaction. */
export interface Erasure {
  member: ErasedMember;
  /** The member chose to keep posts, replies and stories as 'Anonymous'. */
  keepPostsAnonymous: boolean;
  /** Content of the member's that goes now: the reports about it go too. */
  contentGone(targetType: string, ids: readonly string[]): void;
  readonly goneContent: ReadonlyArray<{ targetType: string; targetId: string }>;
  /** Members the erased one wrote to or was connected with: their notifications naming the member go. */
  readonly counterparts: Set<string>;
  /** Work after the deletion commits (files leave storage, caches drop); a failure is logged, not thrown. */
  afterCommit(work: () => Promise<void>): void;
}

/**
 * What one table holds about a member: where it is in the copy (a section of data.json) or why it
 * is not, and what erasure does with each column about a member.
 */
export interface TableRights {
  export: { section: string } | { notExported: string };
  erase: Record<string, string>;
}

export interface DataRightsContribution {
  /** The module that owns the tables. */
  domain: string;
  /**
   * When the erasure runs: 'first' (the accounts placeholder others move content to), 'content'
   * (the default), 'references' (what points at content and people: reports, notifications).
   */
  stage?: 'first' | 'content' | 'references';
  /** Every table of the domain with a column about a member (data-rights tests read the schema). */
  tables: Record<string, TableRights>;
  /** The member's part of their copy; `email` is trimmed and lower-cased (rows kept by address). */
  export(member: { id: string; email: string }): Promise<MemberDataPart>;
  /** Inside the accounts service's erasure transaction, before the user row is deleted. */
  erase(tx: Transaction, erasure: Erasure): Promise<void>;
}

export interface DataRightsRegistry {
  register(contribution: DataRightsContribution): void;
  /** In erasure order: 'first', then 'content', then 'references'; registration order within each. */
  contributions(): DataRightsContribution[];
}

const STAGES = ['first', 'content', 'references'] as const;

export function createDataRightsRegistry(): DataRightsRegistry {
  const list: DataRightsContribution[] = [];
  return {
    register(contribution) {
      for (const table of Object.keys(contribution.tables)) {
        const other = list.find((c) => table in c.tables);
        if (other)
          throw new Error(
            `data-rights: table ${table} is claimed by two contributions (${other.domain}, ${contribution.domain})`,
          );
      }
      list.push(contribution);
    },
    contributions: () => STAGES.flatMap((stage) => list.filter((c) => (c.stage ?? 'content') === stage)),
  };
}
