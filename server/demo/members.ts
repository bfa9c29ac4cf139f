import type { DemoMember } from '../modules/profiles/sample-members.js';

/**
 * Invented demo members: realistic for India, none of them a real person. They cannot sign in
 * (their passwords are random and never shown); they give a fresh site someone to meet. Other demo
 * files name them by their index here: 0 Ananya, survivor; 1 Rohit, caregiver; 2 Farhana, patient;
 * 3 Gurpreet, survivor; 4 Meera, volunteer counsellor; 5 Sanjay, patient; 6 Kavita, caregiver;
 * 7 Arjun, survivor.
 */
export const demoMembers: DemoMember[] = [
  {
    name: 'Ananya Krishnan',
    email: 'ananya.krishnan@demo.fortitude.invalid',
    role: 'survivor',
    username: 'ananya_k',
    cancerType: 'breast',
    ageGroup: '40-49',
    location: 'Chennai, Tamil Nadu',
    bio: 'Breast cancer survivor, six years clear. I volunteer at a chemo day-care ward and love talking with people who are just starting treatment.',
  },
  {
    name: 'Rohit Malhotra',
    email: 'rohit.malhotra@demo.fortitude.invalid',
    role: 'caregiver',
    username: 'rohit.m',
    cancerType: 'lung',
    ageGroup: '30-39',
    location: 'Pune, Maharashtra',
    bio: 'Caring for my father through lung cancer treatment. Learning as I go about nutrition, appointments and looking after myself too.',
  },
  {
    name: 'Farhana Sheikh',
    email: 'farhana.sheikh@demo.fortitude.invalid',
    role: 'patient',
    username: 'farhana_s',
    cancerType: 'blood',
    ageGroup: '18-29',
    location: 'Lucknow, Uttar Pradesh',
    bio: 'Going through treatment for Hodgkin lymphoma while finishing my degree. Here for honest conversations and good book recommendations.',
  },
  {
    name: 'Gurpreet Singh Bedi',
    email: 'gurpreet.bedi@demo.fortitude.invalid',
    role: 'survivor',
    username: 'gurpreet_b',
    cancerType: 'colon',
    ageGroup: '50-59',
    location: 'Ludhiana, Punjab',
    bio: 'Colon cancer survivor. Early screening saved my life, and I now speak about it at gurdwaras and community centres.',
  },
  {
    name: 'Meera Iyer',
    email: 'meera.iyer@demo.fortitude.invalid',
    role: 'volunteer',
    username: 'meera.iyer',
    cancerType: 'other',
    ageGroup: '30-39',
    location: 'Bengaluru, Karnataka',
    bio: 'Psycho-oncology counsellor volunteering a few hours each week. Ask me about coping with anxiety during scans.',
  },
  {
    name: 'Sanjay Patil',
    email: 'sanjay.patil@demo.fortitude.invalid',
    role: 'patient',
    username: 'sanjay_p',
    cancerType: 'prostate',
    ageGroup: '60-69',
    location: 'Nashik, Maharashtra',
    bio: 'Recently diagnosed and trying to understand my options. Retired schoolteacher, grandfather of three.',
  },
  {
    name: 'Kavita Deshmukh',
    email: 'kavita.deshmukh@demo.fortitude.invalid',
    role: 'caregiver',
    username: 'kavita_d',
    cancerType: 'breast',
    ageGroup: '50-59',
    location: 'Nagpur, Maharashtra',
    bio: 'Supported my younger sister through surgery and radiation. Happy to share what helped our family.',
  },
  {
    name: 'Arjun Nair',
    email: 'arjun.nair@demo.fortitude.invalid',
    role: 'survivor',
    username: 'arjun_nair',
    cancerType: 'skin',
    ageGroup: '30-39',
    location: 'Kochi, Kerala',
    bio: 'Melanoma survivor and weekend runner. Sun safety evangelist.',
  },
];
