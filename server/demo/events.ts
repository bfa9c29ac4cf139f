import type { SampleEvent } from '../modules/events/events.service.js';

/**
 * Sample events for a fresh site (SEED_DEMO), dated from the day the site first starts, hosted by
 * the invented demo members and shown with a 'Sample' badge. Places and topics are ordinary ones;
 * no real organisation is presented as hosting them. Online links point at example.org. Each has its
 * Hindi (decision 0076); the yoga morning was written in Hindi, so its Hindi is its own words.
 */
export const sampleEvents: SampleEvent[] = [
  {
    title: 'Caregivers’ evening circle (online)',
    hi: {
      title: 'देखभाल करने वालों की शाम की बैठक (ऑनलाइन)',
      description:
        'हफ़्ते भर की बात करने के लिए देखभाल करने वालों के साथ एक घंटा: क्या मुश्किल रहा, किस बात से मदद मिली। एक स्वयंसेवी काउंसलर साथ रहेंगी। कैमरा चालू रखना ज़रूरी नहीं।',
      eventType: 'सहायता समूह',
      location: 'ऑनलाइन',
    },
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
    hi: {
      title: 'अपने इलाज की योजना समझें: क्या-क्या पूछें',
      description:
        'नए मरीज़ों और उनके परिवारों के लिए बातचीत: डॉक्टर से मुलाक़ात की तैयारी, काग़ज़ात सँभालकर रखना और इलाज की योजना समझना। यह चिकित्सा सलाह नहीं है: अपने सवाल अपनी डॉक्टर टीम से पूछें।',
      eventType: 'वर्कशॉप',
      location: 'कम्युनिटी हॉल, कोरेगाँव पार्क, पुणे',
    },
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
    hi: {
      title: 'योग और साँस: इलाज के दौरान हल्का व्यायाम',
      description: 'कुर्सी पर बैठकर किए जाने वाले आसान योग और साँस के अभ्यास। अपने डॉक्टर से पूछकर ही शामिल हों।',
      eventType: 'सेहत',
      location: 'ऑनलाइन',
    },
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
    hi: {
      title: 'कैंसर से उबर चुके लोगों की समुद्र किनारे सैर',
      description: 'समुद्र किनारे 3 किलोमीटर की धीमी सैर, फिर चाय। परिवार भी आ सकते हैं। आरामदायक जूते पहनें और पानी साथ रखें।',
      eventType: 'मिलन',
      location: 'बेसेंट नगर बीच, चेन्नई',
    },
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
    hi: {
      title: 'कैंसर से जूझ रहे युवा: ऑनलाइन मुलाक़ात',
      description:
        '18 से 30 साल के उन लोगों के लिए जिनका इलाज चल रहा है या पूरा हो चुका है: पढ़ाई, काम, दोस्ती, रिश्ते। बिना औपचारिकता के, दोस्ताना माहौल में।',
      eventType: 'सहायता समूह',
      location: 'ऑनलाइन',
    },
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
    hi: {
      title: 'कैंसर जाँच जागरूकता की सुबह',
      description:
        'स्वयंसेवक कैंसर जाँच के कार्यक्रमों की जानकारी देते हैं और सवालों के जवाब देते हैं। पिछला कार्यक्रम, रिकॉर्ड के लिए रखा गया।',
      eventType: 'जागरूकता',
      location: 'मॉडल टाउन कम्युनिटी सेंटर, लुधियाना',
    },
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
