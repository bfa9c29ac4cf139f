import type { QuestionType } from '../../contracts/daily-question.js';

type SeedQuestion = {
  question: string;
  questionType: QuestionType;
  options: string[];
  /** The Hindi (decision 0076): the question, and each option index for index. */
  questionHi: string;
  optionsHi: string[];
};

const poll = (question: string, options: string[], questionHi: string, optionsHi: string[]): SeedQuestion => ({
  question,
  questionType: 'poll',
  options,
  questionHi,
  optionsHi,
});
const open = (question: string, questionHi: string): SeedQuestion => ({
  question,
  questionType: 'open',
  options: [],
  questionHi,
  optionsHi: [],
});

/**
 * Demo questions, one a day from the day the database is created: the first a poll, the second
 * an open question, then a mix; each in English and Hindi.
 */
export const demoQuestions: SeedQuestion[] = [
  poll(
    'What helps you most on a difficult day?',
    [
      'Talking to family or friends',
      'Prayer or meditation',
      'Music or a good film',
      'Rest and quiet time',
      'A walk outdoors',
    ],
    'मुश्किल दिन में आपको सबसे ज़्यादा किस चीज़ से मदद मिलती है?',
    ['परिवार या दोस्तों से बात करना', 'प्रार्थना या ध्यान', 'संगीत या कोई अच्छी फ़िल्म', 'आराम और शांत समय', 'बाहर थोड़ा टहलना'],
  ),
  open('What is one small thing that made you smile this week?', 'इस हफ़्ते किस छोटी-सी बात ने आपको मुस्कुराने की वजह दी?'),
  poll(
    'Who has been your biggest source of strength during treatment?',
    ['My spouse or partner', 'My parents or children', 'Friends', 'Doctors and nurses', 'Others going through cancer'],
    'इलाज के दौरान आपकी सबसे बड़ी ताक़त कौन रहा है?',
    ['मेरे पति/पत्नी या जीवनसाथी', 'मेरे माता-पिता या बच्चे', 'दोस्त', 'डॉक्टर और नर्स', 'कैंसर से जूझ रहे दूसरे लोग'],
  ),
  open(
    'What would you like to tell someone who has just been diagnosed?',
    'जिसे अभी-अभी कैंसर का पता चला है, उससे आप क्या कहना चाहेंगे?',
  ),
  poll(
    'How do you usually get to your hospital appointments?',
    [
      'Own vehicle',
      'Auto-rickshaw or taxi',
      'Bus, metro or train',
      'A family member drives me',
      'Hospital or NGO transport',
    ],
    'आप अस्पताल आम तौर पर कैसे पहुँचते हैं?',
    [
      'अपनी गाड़ी से',
      'ऑटो-रिक्शा या टैक्सी से',
      'बस, मेट्रो या ट्रेन से',
      'परिवार का कोई सदस्य ले जाता है',
      'अस्पताल या NGO की गाड़ी से',
    ],
  ),
  open('Which food has comforted you most during treatment?', 'इलाज के दौरान किस खाने से आपको सबसे ज़्यादा सुकून मिला?'),
  poll(
    'How comfortable are you talking about cancer with your relatives?',
    ['Very comfortable', 'Somewhat comfortable', 'Only with a few people', 'Not comfortable yet'],
    'रिश्तेदारों से कैंसर के बारे में बात करना आपको कितना सहज लगता है?',
    ['बहुत सहज', 'कुछ हद तक सहज', 'सिर्फ़ कुछ लोगों से', 'अभी सहज नहीं'],
  ),
  open(
    'What is one question you wish you had asked your doctor earlier?',
    'ऐसा कौन-सा सवाल है जो काश आपने डॉक्टर से पहले पूछ लिया होता?',
  ),
  poll(
    'Which of these worries you most right now?',
    ['Treatment side effects', 'Costs and insurance', 'Work or studies', 'My family', 'What comes next'],
    'अभी इनमें से आपको सबसे ज़्यादा किस बात की चिंता है?',
    ['इलाज के दुष्प्रभाव', 'ख़र्च और बीमा', 'काम या पढ़ाई', 'मेरा परिवार', 'आगे क्या होगा'],
  ),
  open('How do you look after yourself as a caregiver?', 'देखभाल करने वाले के तौर पर आप अपना ख़याल कैसे रखते हैं?'),
  poll(
    'Have you been screened for cancer in the last two years?',
    ['Yes', 'No, but I plan to', 'No', 'Not sure what applies to me'],
    'क्या पिछले दो सालों में आपने कैंसर की जाँच करवाई है?',
    ['हाँ', 'नहीं, पर करवाने का इरादा है', 'नहीं', 'पता नहीं मेरे लिए कौन-सी जाँच है'],
  ),
  open(
    'Share a line, a bhajan, a song or a poem that gives you courage.',
    'कोई पंक्ति, भजन, गीत या कविता बताइए जो आपको हिम्मत देती है।',
  ),
  poll(
    'How much sleep are you getting these days?',
    ['Less than 5 hours', '5 to 6 hours', '7 to 8 hours', 'More than 8 hours'],
    'आजकल आपको कितनी नींद आ रही है?',
    ['5 घंटे से कम', '5 से 6 घंटे', '7 से 8 घंटे', '8 घंटे से ज़्यादा'],
  ),
  open('What did you learn about yourself this year?', 'इस साल आपने अपने बारे में क्या सीखा?'),
  poll(
    'Where do you look for information about your treatment first?',
    ['My doctor or nurse', 'Support groups', 'Trusted websites', 'Family and friends', 'Social media'],
    'इलाज की जानकारी के लिए आप सबसे पहले कहाँ देखते हैं?',
    ['मेरे डॉक्टर या नर्स', 'सहायता समूह', 'भरोसेमंद वेबसाइटें', 'परिवार और दोस्त', 'सोशल मीडिया'],
  ),
  open(
    'What is one kind thing a stranger, nurse or neighbour did for you?',
    'किसी अनजान व्यक्ति, नर्स या पड़ोसी ने आपके लिए कौन-सा भला काम किया?',
  ),
  poll(
    'Did you know that government schemes such as Ayushman Bharat PM-JAY cover cancer treatment?',
    ['Yes, and I have used it', 'Yes, but I have not used it', 'No, this is new to me'],
    'क्या आप जानते थे कि आयुष्मान भारत PM-JAY जैसी सरकारी योजनाएँ कैंसर का इलाज कवर करती हैं?',
    ['हाँ, और मैंने इसका फ़ायदा लिया है', 'हाँ, पर अभी फ़ायदा नहीं लिया', 'नहीं, यह मेरे लिए नई बात है'],
  ),
  open('What do you do to take your mind off hospital visits?', 'अस्पताल के चक्करों से ध्यान हटाने के लिए आप क्या करते हैं?'),
  poll(
    'Which gentle activity do you enjoy most?',
    ['Yoga or stretching', 'Walking', 'Gardening', 'Cooking', 'Reading'],
    'आपको कौन-सी हल्की-फुल्की गतिविधि सबसे अच्छी लगती है?',
    ['योग या स्ट्रेचिंग', 'टहलना', 'बाग़बानी', 'खाना बनाना', 'पढ़ना'],
  ),
  open('What does "a good day" look like for you now?', 'अब आपके लिए "एक अच्छा दिन" कैसा होता है?'),
  poll(
    'How do you prefer to receive support from others?',
    [
      'A phone call',
      'A visit in person',
      'A message',
      'Practical help such as meals or errands',
      'Just knowing they are there',
    ],
    'आपको दूसरों का साथ किस तरह मिलना सबसे अच्छा लगता है?',
    ['फ़ोन पर बात', 'मिलने आना', 'एक संदेश', 'काम में हाथ बँटाना, जैसे खाना या बाहर के काम', 'बस यह जानना कि वे साथ हैं'],
  ),
  open('What hobby or interest has helped you through this journey?', 'इस सफ़र में किस शौक़ या रुचि ने आपका साथ दिया?'),
  poll(
    'Would you join an online support group meeting this month?',
    ['Yes, definitely', 'Maybe, if the time suits me', 'I prefer meeting in person', 'Not right now'],
    'क्या आप इस महीने किसी ऑनलाइन सहायता समूह की बैठक में शामिल होंगे?',
    ['हाँ, ज़रूर', 'शायद, अगर समय ठीक रहा', 'मुझे आमने-सामने मिलना ज़्यादा पसंद है', 'अभी नहीं'],
  ),
  open('What is something you are looking forward to?', 'ऐसी कौन-सी बात है जिसका आपको इंतज़ार है?'),
  poll(
    'What would make hospital days easier for you?',
    [
      'Shorter waiting times',
      'Clearer explanations',
      'A companion with me',
      'Help with paperwork',
      'Something to do while waiting',
    ],
    'अस्पताल के दिन आपके लिए किस चीज़ से आसान हो जाएँगे?',
    ['कम इंतज़ार', 'बातें साफ़-साफ़ समझाई जाएँ', 'कोई साथ रहे', 'काग़ज़ी काम में मदद', 'इंतज़ार के समय करने को कुछ हो'],
  ),
  open(
    'Tell us about a milestone in your journey that you are proud of.',
    'अपने इस सफ़र के किसी ऐसे पड़ाव के बारे में बताइए जिस पर आपको गर्व है।',
  ),
  poll(
    'How often do you talk to someone about your feelings?',
    ['Every day', 'A few times a week', 'Rarely', 'Almost never'],
    'आप अपने मन की बात कितनी बार किसी से करते हैं?',
    ['हर दिन', 'हफ़्ते में कुछ बार', 'कभी-कभार', 'लगभग कभी नहीं'],
  ),
  open('What advice would you give to a caregiver who is feeling tired?', 'थके हुए देखभाल करने वाले को आप क्या सलाह देंगे?'),
  poll(
    'Which language would you like more resources in?',
    ['Hindi', 'Tamil', 'Bengali', 'Marathi', 'Telugu', 'Another language'],
    'आप किस भाषा में और जानकारी चाहेंगे?',
    ['हिन्दी', 'तमिल', 'बांग्ला', 'मराठी', 'तेलुगु', 'कोई और भाषा'],
  ),
  open('What is a festival memory that still makes you happy?', 'त्योहार की कोई याद जो आज भी आपको ख़ुश कर देती है?'),
  poll(
    'What helps you most with treatment side effects?',
    ["My doctor's advice", 'Diet changes', 'Rest', 'Tips from other patients', 'Still looking for what works'],
    'इलाज के दुष्प्रभावों में आपको सबसे ज़्यादा किस चीज़ से मदद मिलती है?',
    ['मेरे डॉक्टर की सलाह', 'खाने में बदलाव', 'आराम', 'दूसरे मरीज़ों के सुझाव', 'अभी ढूँढ रहे हैं कि क्या काम करता है'],
  ),
  open('Who would you like to thank today, and why?', 'आज आप किसे धन्यवाद कहना चाहेंगे, और क्यों?'),
  poll(
    'How are you feeling today?',
    ['Hopeful', 'Calm', 'Tired', 'Anxious', 'A bit of everything'],
    'आज आप कैसा महसूस कर रहे हैं?',
    ['उम्मीद से भरा', 'शांत', 'थका हुआ', 'बेचैन', 'सब थोड़ा-थोड़ा'],
  ),
  open('What has this community given you so far?', 'इस समुदाय ने अब तक आपको क्या दिया है?'),
  poll(
    'What would you like to see more of on Fortitude Network?',
    ['Survivor stories', 'Expert talks', 'Support group meetings', 'Guides on treatment and care', 'Events in my city'],
    'आप Fortitude Network पर और क्या देखना चाहेंगे?',
    [
      'कैंसर से उबर चुके लोगों की कहानियाँ',
      'विशेषज्ञों की बातचीत',
      'सहायता समूह की बैठकें',
      'इलाज और देखभाल पर गाइड',
      'मेरे शहर में कार्यक्रम',
    ],
  ),
];
