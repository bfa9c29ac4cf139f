import type { QuestionType } from '../../contracts/daily-question.js';

type SeedQuestion = { question: string; questionType: QuestionType; options: string[] };

const poll = (question: string, options: string[]): SeedQuestion => ({ question, questionType: 'poll', options });
const open = (question: string): SeedQuestion => ({ question, questionType: 'open', options: [] });

/**
 * Demo questions, one a day from the day the database is created: the first a poll, the second
 * an open question, then a mix.
 */
export const demoQuestions: SeedQuestion[] = [
  poll('What helps you most on a difficult day?', [
    'Talking to family or friends',
    'Prayer or meditation',
    'Music or a good film',
    'Rest and quiet time',
    'A walk outdoors',
  ]),
  open('What is one small thing that made you smile this week?'),
  poll('Who has been your biggest source of strength during treatment?', [
    'My spouse or partner',
    'My parents or children',
    'Friends',
    'Doctors and nurses',
    'Others going through cancer',
  ]),
  open('What would you like to tell someone who has just been diagnosed?'),
  poll('How do you usually get to your hospital appointments?', [
    'Own vehicle',
    'Auto-rickshaw or taxi',
    'Bus, metro or train',
    'A family member drives me',
    'Hospital or NGO transport',
  ]),
  open('Which food has comforted you most during treatment?'),
  poll('How comfortable are you talking about cancer with your relatives?', [
    'Very comfortable',
    'Somewhat comfortable',
    'Only with a few people',
    'Not comfortable yet',
  ]),
  open('What is one question you wish you had asked your doctor earlier?'),
  poll('Which of these worries you most right now?', [
    'Treatment side effects',
    'Costs and insurance',
    'Work or studies',
    'My family',
    'What comes next',
  ]),
  open('How do you look after yourself as a caregiver?'),
  poll('Have you been screened for cancer in the last two years?', [
    'Yes',
    'No, but I plan to',
    'No',
    'Not sure what applies to me',
  ]),
  open('Share a line, a bhajan, a song or a poem that gives you courage.'),
  poll('How much sleep are you getting these days?', [
    'Less than 5 hours',
    '5 to 6 hours',
    '7 to 8 hours',
    'More than 8 hours',
  ]),
  open('What did you learn about yourself this year?'),
  poll('Where do you look for information about your treatment first?', [
    'My doctor or nurse',
    'Support groups',
    'Trusted websites',
    'Family and friends',
    'Social media',
  ]),
  open('What is one kind thing a stranger, nurse or neighbour did for you?'),
  poll('Did you know that government schemes such as Ayushman Bharat PM-JAY cover cancer treatment?', [
    'Yes, and I have used it',
    'Yes, but I have not used it',
    'No, this is new to me',
  ]),
  open('What do you do to take your mind off hospital visits?'),
  poll('Which gentle activity do you enjoy most?', [
    'Yoga or stretching',
    'Walking',
    'Gardening',
    'Cooking',
    'Reading',
  ]),
  open('What does "a good day" look like for you now?'),
  poll('How do you prefer to receive support from others?', [
    'A phone call',
    'A visit in person',
    'A message',
    'Practical help such as meals or errands',
    'Just knowing they are there',
  ]),
  open('What hobby or interest has helped you through this journey?'),
  poll('Would you join an online support group meeting this month?', [
    'Yes, definitely',
    'Maybe, if the time suits me',
    'I prefer meeting in person',
    'Not right now',
  ]),
  open('What is something you are looking forward to?'),
  poll('What would make hospital days easier for you?', [
    'Shorter waiting times',
    'Clearer explanations',
    'A companion with me',
    'Help with paperwork',
    'Something to do while waiting',
  ]),
  open('Tell us about a milestone in your journey that you are proud of.'),
  poll('How often do you talk to someone about your feelings?', [
    'Every day',
    'A few times a week',
    'Rarely',
    'Almost never',
  ]),
  open('What advice would you give to a caregiver who is feeling tired?'),
  poll('Which language would you like more resources in?', [
    'Hindi',
    'Tamil',
    'Bengali',
    'Marathi',
    'Telugu',
    'Another language',
  ]),
  open('What is a festival memory that still makes you happy?'),
  poll('What helps you most with treatment side effects?', [
    "My doctor's advice",
    'Diet changes',
    'Rest',
    'Tips from other patients',
    'Still looking for what works',
  ]),
  open('Who would you like to thank today, and why?'),
  poll('How are you feeling today?', ['Hopeful', 'Calm', 'Tired', 'Anxious', 'A bit of everything']),
  open('What has this community given you so far?'),
  poll('What would you like to see more of on Fortitude Network?', [
    'Survivor stories',
    'Expert talks',
    'Support group meetings',
    'Guides on treatment and care',
    'Events in my city',
  ]),
];
