import type { DataRightsContribution } from '../../platform/data-rights.js';
import type { MentorsService } from './mentors.service.js';

/** A member's offer to mentor and their mentor requests either way; erasure frees the places they held. */
export function mentorsDataRights(mentors: Pick<MentorsService, 'exportOf' | 'erase'>): DataRightsContribution {
  return {
    domain: 'mentors',
    tables: {
      mentor_offers: {
        export: { section: 'mentorOffer' },
        erase: {
          user_id: 'deleted; pending requests to the mentor go and their mentees are freed',
          trained_by: 'set null: the badge stays',
        },
      },
      mentor_requests: {
        export: { section: 'mentorRequests' },
        erase: {
          mentor_id: 'deleted (the mentorship ends)',
          mentee_id: "deleted, and the mentor's place is freed",
          ended_by: 'set null',
        },
      },
    },
    async export({ id }) {
      const mine = await mentors.exportOf(id);
      return { sections: { mentorOffer: mine.offer, mentorRequests: mine.requests } };
    },
    async erase(tx, erasure) {
      for (const other of await mentors.erase(tx, erasure.member.id)) erasure.counterparts.add(other);
    },
  };
}
