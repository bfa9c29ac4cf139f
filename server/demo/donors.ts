import type { z } from 'zod';
import type { CreateDonorRequestBody, DonorProfileBody } from '../../contracts/donors.js';

/**
 * Sample donors and one request among the demo members (server/demo/members.ts, by index: 1 Rohit,
 * caregiver; 4 Meera, volunteer; 6 Kavita, caregiver; 5 Sanjay, patient, asks). Invented people
 * and an invented hospital; patients and survivors are never donors (a history of cancer).
 */
export const sampleDonors: (z.output<typeof DonorProfileBody> & { member: number })[] = [
  {
    member: 1,
    bloodGroup: 'B+',
    gives: ['whole_blood', 'platelets'],
    sex: 'male',
    birthYear: 1986,
    weightKg: 72,
    hasDonatedBefore: true,
    lastWholeBloodOn: '2026-06-14',
    lastApheresisOn: null,
    apheresisLastYear: 0,
    placeCode: 'pune',
    pin: '411038',
    reachKm: 25,
    wakeForUrgent: true,
    confirmsNoCancer: true,
  },
  {
    member: 4,
    bloodGroup: 'O+',
    gives: ['whole_blood'],
    sex: 'female',
    birthYear: 1994,
    weightKg: 56,
    hasDonatedBefore: true,
    lastWholeBloodOn: '2026-05-02',
    lastApheresisOn: null,
    apheresisLastYear: 0,
    placeCode: 'bengaluru',
    pin: '560034',
    reachKm: 10,
    wakeForUrgent: false,
    confirmsNoCancer: true,
  },
  {
    member: 6,
    bloodGroup: 'AB+',
    gives: ['platelets', 'plasma'],
    sex: 'female',
    birthYear: 1979,
    weightKg: 61,
    hasDonatedBefore: true,
    lastWholeBloodOn: null,
    lastApheresisOn: '2026-10-20',
    apheresisLastYear: 3,
    placeCode: 'pimpri-chinchwad',
    pin: '411033',
    reachKm: 50,
    wakeForUrgent: false,
    confirmsNoCancer: true,
  },
];

/** A family in Pune asks for platelets (the needed-by time is set when seeding: two days ahead). */
export const sampleDonorRequests: (Omit<z.output<typeof CreateDonorRequestBody>, 'neededBy'> & {
  member: number;
})[] = [
  {
    member: 5,
    component: 'platelets_apheresis',
    patientGroup: 'B+',
    units: 2,
    hospital: 'Sunrise Cancer Hospital, Karve Road (demo)',
    placeCode: 'pune',
    note: 'My father is in the chemotherapy ward and his platelet count has dropped. The blood centre on the ground floor takes donors from 9 am to 6 pm.',
    urgent: false,
    isDrive: false,
  },
];
