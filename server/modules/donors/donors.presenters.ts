import type {
  AskAnswer,
  BloodGroup,
  DonorRequest,
  DonorRequestStatus,
  MyDonorRequest,
  RequestComponent,
  YesDonor,
} from '../../../contracts/donors.js';
import type { donorAsks, donorRequests } from '../../db/schema/donors.js';

export type RequestRow = typeof donorRequests.$inferSelect;
export type AskRow = typeof donorAsks.$inferSelect;

/** A request as the donors it reached see it: no asker id, no phone, the asker's name only. */
export function presentRequest(row: RequestRow, askerName: string, yesCount: number): DonorRequest {
  return {
    id: row.id,
    component: row.component as RequestComponent,
    patientGroup: row.patientGroup as BloodGroup,
    units: row.units,
    hospital: row.hospital,
    placeCode: row.placeCode,
    neededBy: row.neededBy.toISOString(),
    note: row.note,
    urgent: row.urgent,
    isDrive: row.isDrive,
    status: row.status as DonorRequestStatus,
    createdAt: row.createdAt.toISOString(),
    askerName,
    yesCount,
  };
}

/** The asker's own view: who was asked (a count) and who said yes (names and what they chose to share). */
export function presentMine(
  row: RequestRow,
  askerName: string,
  asks: readonly AskRow[],
  names: ReadonlyMap<string, string>,
): MyDonorRequest {
  const yes: YesDonor[] = asks
    .filter((a) => a.answer === 'yes')
    .map((a) => ({
      donorId: a.donorId,
      name: names.get(a.donorId) ?? '',
      contact: a.contact,
      answeredAt: (a.answeredAt ?? a.askedAt).toISOString(),
    }));
  return { ...presentRequest(row, askerName, yes.length), asked: asks.length, yes };
}

export const answerOf = (ask: AskRow | undefined): AskAnswer | null => (ask ? (ask.answer as AskAnswer) : null);
