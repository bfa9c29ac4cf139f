import type { SampleEvent } from '../modules/events/events.service.js';

/**
 * Sample events for a fresh site (SEED_DEMO), dated from the day the site first starts, hosted by
 * the invented demo members and shown with a 'Sample' badge. Places and topics are ordinary ones;
 * no real organisation is presented as hosting them. Online links point at example.org.
 */
export const sampleEvents: SampleEvent[] = [
  {
    title: 'Caregivers’ evening circle (online)',
    description:
      'An hour to talk with other caregivers about the week: what was hard, what helped. Led by a volunteer counsellor. Cameras optional.',
    eventType: 'Support group',
    daysFromNow: 2,
    at: [19, 0],
    durationMinutes: 60,
    location: 'Online',
    isOnline: true,
    meetingLink: 'https://meet.example.org/caregivers-circle',
    maxAttendees: 20,
    host: 4,
    attendees: [1, 6],
  },
  {
    title: 'Understanding your treatment plan: questions to ask',
    description:
      'A talk for newly diagnosed patients and families on preparing for oncology appointments, keeping records and understanding a treatment plan. Not medical advice: bring your questions to your own team.',
    eventType: 'Workshop',
    daysFromNow: 6,
    at: [11, 0],
    durationMinutes: 90,
    location: 'Community hall, Koregaon Park, Pune',
    isOnline: false,
    maxAttendees: 40,
    host: 1,
    attendees: [2, 5],
  },
  {
    title: 'योग और साँस: इलाज के दौरान हल्का व्यायाम',
    description: 'कुर्सी पर बैठकर किए जाने वाले आसान योग और साँस के अभ्यास। अपने डॉक्टर से पूछकर ही शामिल हों।',
    eventType: 'Wellness',
    daysFromNow: 9,
    at: [7, 30],
    durationMinutes: 45,
    location: 'Online',
    isOnline: true,
    meetingLink: 'https://meet.example.org/gentle-yoga',
    host: 3,
    attendees: [0, 5, 7],
  },
  {
    title: 'Survivors’ walk by the sea',
    description:
      'A slow 3 km walk along the promenade followed by chai. Families welcome. Wear comfortable shoes and carry water.',
    eventType: 'Meetup',
    daysFromNow: 13,
    at: [6, 30],
    durationMinutes: 120,
    location: 'Besant Nagar beach, Chennai',
    isOnline: false,
    maxAttendees: 30,
    host: 0,
    attendees: [3, 7],
  },
  {
    title: 'Young adults with cancer: online hangout',
    description:
      'For people between 18 and 30 going through or after treatment: studies, work, friendships, dating. Informal and friendly.',
    eventType: 'Support group',
    daysFromNow: 18,
    at: [20, 0],
    durationMinutes: 60,
    location: 'Online',
    isOnline: true,
    meetingLink: 'https://meet.example.org/young-adults',
    maxAttendees: 15,
    host: 2,
    attendees: [7],
  },
  {
    title: 'Screening awareness morning',
    description:
      'Volunteers share information on cancer screening programmes and answer questions. A past event kept for the record.',
    eventType: 'Awareness',
    daysFromNow: -10,
    at: [10, 0],
    durationMinutes: 180,
    location: 'Model Town community centre, Ludhiana',
    isOnline: false,
    host: 3,
    attendees: [0, 5],
  },
];
