import type { SampleStory } from '../modules/stories/stories.service.js';

/**
 * Sample stories for a fresh site (SEED_DEMO), written for this product and shown with a 'Sample'
 * badge, under the invented demo members (members.ts, by index). No real person's story.
 */
export const sampleStories: SampleStory[] = [
  {
    title: 'The year I learned to ask for help',
    content:
      'When I was diagnosed with breast cancer at 41, I thought being strong meant doing everything myself. I kept working, kept cooking, kept telling everyone I was fine.\n\nIt was my neighbour who changed that. She simply turned up on chemo days with a tiffin and sat with me. Slowly I let more people in: my sister took over school pick-ups, a colleague covered my meetings.\n\nSix years later, what I remember most is not the treatment. It is the people. If you are starting now, let them help you. It is not weakness; it is how we get through.',
    cancerType: 'breast',
    tone: 'hopeful',
    ageGroup: '40-50',
    author: 0,
    daysAgo: 3,
    heartsFrom: [1, 2, 3, 4, 6],
  },
  {
    title: 'Screening saved my life, and now I talk about it everywhere',
    content:
      'I had no symptoms. A free screening camp at our gurdwara, a test I almost skipped, and then a colonoscopy that found cancer early.\n\nSurgery, months of recovery, and today I am back at my shop. Now I speak at community centres about screening, because early detection gave me a second chance and I want others to have one too.',
    cancerType: 'colon',
    tone: 'inspirational',
    ageGroup: '50-60',
    author: 3,
    daysAgo: 9,
    heartsFrom: [0, 5, 7],
  },
  {
    title: 'Nobody tells you about the tiredness',
    content:
      'Everyone prepared me for hair loss. Nobody prepared me for the tiredness that sleep does not fix. Some days climbing the stairs to my hostel room felt like a mountain.\n\nI am writing this on a bad day, honestly. I am not always brave. But writing it down helps, and maybe someone reading this feels a little less alone in their own bad day.',
    cancerType: 'blood',
    tone: 'raw',
    ageGroup: '18-30',
    author: 2,
    daysAgo: 15,
    heartsFrom: [0, 4],
  },
  {
    title: 'पापा के बिना पहली दिवाली',
    content:
      'पिछले साल इसी समय पापा अस्पताल में थे और हम सब उम्मीद में थे कि अगली दिवाली घर पर मनाएँगे। वो नहीं रहे।\n\nइस बार दिया जलाते हुए बहुत रोई, पर फिर माँ के साथ बैठकर उनकी पसंदीदा मिठाई बनाई। दुख कम नहीं हुआ, पर उसे जगह देना सीख रही हूँ। अगर आप भी किसी को खोने के बाद त्योहार से डर रहे हैं, तो आप अकेले नहीं हैं।',
    cancerType: 'lung',
    tone: 'grief',
    ageGroup: '30-40',
    author: 6,
    daysAgo: 21,
    heartsFrom: [0, 1, 3],
  },
  {
    title: 'What I wish I had asked at my first appointment',
    content:
      'I was so shocked at my diagnosis that I forgot every question I had. Now I carry a small notebook: the name of every medicine, what each test is for, who to call at night.\n\nI am sharing this without my name because my family does not know everything yet. But if one person walks into their first appointment with a notebook because of this, it was worth writing.',
    cancerType: 'prostate',
    tone: 'hopeful',
    ageGroup: '60+',
    isAnonymous: true,
    author: 5,
    daysAgo: 30,
    heartsFrom: [1, 3, 6],
  },
  {
    title: 'Running again, one kilometre at a time',
    content:
      'After surgery for melanoma I could not imagine running again. My physiotherapist said: start with walking. So I walked. Then I walked a little faster.\n\nLast month I finished a 5 km run by the backwaters. It was slow. It was the best run of my life.',
    cancerType: 'skin',
    tone: 'inspirational',
    ageGroup: '30-40',
    author: 7,
    daysAgo: 45,
    heartsFrom: [0, 2, 3, 4],
  },
];
