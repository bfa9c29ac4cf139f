import type { SamplePost } from '../modules/forum/forum.service.js';

/**
 * The sample forum a fresh site opens with (SEED_DEMO): written for this product, shown with a
 * 'Sample' badge, posted by the invented demo members (members.ts, by index: 0 Ananya,
 * survivor; 1 Rohit, caregiver; 2 Farhana, patient; 3 Gurpreet, survivor; 4 Meera, volunteer
 * counsellor; 5 Sanjay, patient; 6 Kavita, caregiver; 7 Arjun, survivor). No real person's words.
 * Nothing here is medical advice; posts that touch on treatment point back to the care team.
 */
export const samplePosts: SamplePost[] = [
  {
    title: 'First chemo session next Monday: what should I pack?',
    content:
      'My first cycle of chemotherapy is on Monday at the day-care unit and I am told it will take most of the day.\n\nWhat did you carry with you? I am thinking of a shawl, water and something to read. Anything you wish you had known before your first session?',
    postType: 'question',
    tags: ['chemotherapy', 'first-time', 'day-care'],
    author: 2,
    hoursAgo: 5,
    heartsFrom: [0, 3, 4, 6],
    replies: [
      {
        author: 0,
        content:
          'A soft shawl and socks (the ward was cold), a bottle of water, a charger, and light snacks your team says are fine. Ask the nurse which side the line will go in and wear a top that opens easily on that side.',
        answers: [{ author: 2, content: 'The top that opens on one side is a very good tip, thank you!' }],
      },
      {
        author: 4,
        content:
          'Bring someone if you can, even just for the first hour. And write your questions down before you go: it is easy to forget them on the day.',
      },
    ],
  },
  {
    title: 'Five years clear today',
    content:
      'Five years ago I could not imagine this day. Today my oncologist said "see you next year". To everyone in the middle of it right now: I am thinking of you.',
    postType: 'celebration',
    tags: ['milestone', 'survivor', 'breast cancer'],
    author: 0,
    hoursAgo: 26,
    heartsFrom: [1, 2, 3, 4, 5, 6, 7],
    replies: [
      { author: 6, content: 'Congratulations! Stories like yours kept my sister going.' },
      { author: 5, content: 'This gives me hope. Thank you for sharing.' },
    ],
  },
  {
    title: 'Caring for my father and forgetting to eat myself',
    content:
      'Between hospital visits, work and the paperwork for his treatment, I realised I had skipped lunch for two weeks. How do other caregivers look after themselves without feeling guilty?',
    postType: 'support',
    tags: ['caregiver', 'self-care'],
    author: 1,
    hoursAgo: 50,
    heartsFrom: [4, 6],
    replies: [
      {
        author: 6,
        content:
          'We made a rota with cousins for hospital days. It felt strange to ask at first, but people wanted to help and did not know how.',
        answers: [{ author: 1, content: 'A rota is a good idea. I will ask my cousins this weekend.' }],
      },
      {
        author: 4,
        content:
          'Guilt is very common for caregivers. Small, fixed breaks help: a meal, a walk, ten minutes of quiet. You cannot pour from an empty cup.',
      },
    ],
  },
  {
    title: 'कीमोथेरेपी के दौरान खाने में क्या मदद करता है?',
    content:
      'इलाज के बाद मुँह का स्वाद बदल गया है और भूख कम लगती है। आप लोगों को क्या खाना अच्छा लगा? डॉक्टर ने हल्का और थोड़ा-थोड़ा खाने को कहा है।',
    postType: 'question',
    tags: ['कीमोथेरेपी', 'भोजन', 'nutrition'],
    author: 5,
    hoursAgo: 75,
    heartsFrom: [0, 2],
    replies: [
      {
        author: 3,
        content: 'मुझे खिचड़ी, दही और नारियल पानी से आराम मिला था। अपने डॉक्टर या डाइटीशियन से ज़रूर पूछिए कि आपके लिए क्या ठीक है।',
      },
    ],
  },
  {
    title: 'Scanxiety before every follow-up',
    content:
      'It has been three years, and still the week before every scan I sleep badly and snap at everyone. Does it get easier? What helps you?',
    postType: 'experience',
    tags: ['scanxiety', 'follow-up', 'mental health'],
    author: 3,
    hoursAgo: 100,
    heartsFrom: [0, 7, 4],
    replies: [
      {
        author: 7,
        content:
          'Same here. I book the scan and the results appointment as close together as possible, so the waiting is shorter.',
        answers: [{ author: 3, content: 'I never thought of asking for that. Will try next time.' }],
      },
      {
        author: 4,
        content:
          'Naming it helps: "this is scan anxiety, it will pass". Breathing exercises before sleep, and telling your family it is scan week, so they understand.',
      },
    ],
  },
  {
    title: 'I have not told my office about my diagnosis',
    content:
      'I am posting without my name. I am worried that if I tell my manager about my treatment, I will be moved off my project. But I need time off for radiation. How did you handle work?',
    postType: 'support',
    tags: ['work', 'radiation'],
    isAnonymous: true,
    author: 5,
    hoursAgo: 130,
    heartsFrom: [1, 2, 6],
    replies: [
      {
        author: 1,
        content:
          'I told only HR first and asked them to keep it confidential. They helped me plan the leave before anyone else knew.',
        answers: [{ author: 5, content: 'Thank you. Talking to HR first feels less frightening.' }],
      },
    ],
  },
  {
    title: 'Sun safety on the school run',
    content:
      'A reminder from a melanoma survivor: hats, shade between 11 and 3, and sunscreen for the children too. And if a mole changes shape or colour, show it to a doctor early.',
    postType: 'experience',
    tags: ['skin cancer', 'prevention'],
    author: 7,
    hoursAgo: 170,
    heartsFrom: [0, 3],
    replies: [],
  },
  {
    title: 'Questions to ask at the first oncology appointment',
    content:
      'My father has his first appointment at the cancer centre next week. We want to make the most of it. What questions did you ask about the diagnosis, the treatment plan and the costs?',
    postType: 'question',
    tags: ['diagnosis', 'caregiver', 'treatment plan'],
    author: 6,
    hoursAgo: 220,
    heartsFrom: [1, 2, 5],
    replies: [
      {
        author: 0,
        content:
          'What stage is it, what are the treatment options and their side effects, how long will treatment take, and who to call at night if something goes wrong. Ask about PM-JAY or other schemes at the hospital help desk too.',
        answers: [
          { author: 6, content: 'The night-time number is something we would never have thought of. Thank you.' },
        ],
      },
    ],
  },
  {
    title: 'छह महीने बाद फिर से दौड़ना शुरू किया',
    content: 'इलाज के बाद आज पहली बार दो किलोमीटर चला और थोड़ा दौड़ा भी। धीरे-धीरे ही सही, शरीर फिर से अपना लगने लगा है।',
    postType: 'celebration',
    tags: ['recovery', 'exercise'],
    author: 7,
    hoursAgo: 260,
    heartsFrom: [0, 3, 4, 5],
    replies: [{ author: 3, content: 'बहुत बढ़िया! छोटे कदम ही सबसे बड़े होते हैं।' }],
  },
  {
    title: "Hair loss and my daughter's questions",
    content:
      'My six-year-old asked why my hair is falling out. I want to be honest without frightening her. How did you talk to young children about treatment?',
    postType: 'support',
    tags: ['family', 'children', 'hair loss'],
    author: 2,
    hoursAgo: 320,
    heartsFrom: [0, 6, 4],
    replies: [
      {
        author: 4,
        content:
          'Simple, true words work best at that age: "the medicine that fights the illness also makes hair fall out; it will grow back". Let her help choose a scarf.',
      },
    ],
  },
];
