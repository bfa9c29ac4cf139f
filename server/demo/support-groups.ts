import type { SampleGroup } from '../modules/support-groups/support-groups.service.js';

/** Sample support groups for a fresh site (SEED_DEMO), written for this product, with demo members in them. */
export const sampleGroups: SampleGroup[] = [
  {
    name: 'Caregivers’ Circle',
    description:
      'For anyone caring for a parent, partner, child or friend with cancer. Share the load, swap practical tips and look after yourself too.',
    groupType: 'caregiver',
    maxMembers: 50,
    creator: 4,
    members: [1, 6, 4],
  },
  {
    name: 'Young Adults with Cancer (18-35)',
    description:
      'Studies, careers, friendships and dating during and after treatment: a space for people diagnosed young.',
    groupType: 'general',
    maxMembers: 30,
    creator: 2,
    members: [2, 7],
  },
  {
    name: 'स्तन कैंसर सर्वाइवर समूह',
    description: 'स्तन कैंसर से उबर चुकी और इलाज करा रही महिलाओं के लिए हिंदी में बातचीत और सहारा।',
    groupType: 'cancer_specific',
    maxMembers: 40,
    creator: 0,
    members: [0, 6],
  },
  {
    name: 'Survivors: life after treatment',
    description: 'Follow-up scans, returning to work, fear of recurrence and finding a new normal.',
    groupType: 'survivor',
    maxMembers: 60,
    creator: 3,
    members: [0, 3, 7],
  },
  {
    name: 'Blood cancers: lymphoma, leukaemia and myeloma',
    description:
      'Patients and families living with blood cancers: treatment days, transplants, infections and everything in between.',
    groupType: 'cancer_specific',
    maxMembers: 25,
    creator: 2,
    members: [2],
  },
];
