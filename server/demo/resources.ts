import type { articles } from '../db/schema/resources.js';

/**
 * The library's articles a fresh site opens with: written for this product (shown with a 'Sample'
 * badge), careful and general, with their sources; none of them is medical advice. Each is in
 * English and Hindi, one article with both (decision 0076): the Hindi says the same and names the
 * same sources. The screening article was written in Hindi only.
 */
export const sampleArticles: (typeof articles.$inferInsert)[] = [
  {
    title: 'Preparing for your first oncology appointment',
    excerpt: 'A short list of what to bring, what to ask and how to remember the answers.',
    category: 'support',
    content:
      'The first appointment after a diagnosis can feel overwhelming. A little preparation helps you leave with answers rather than more worry.\n\nWhat to bring: every report and scan you have (in date order, in one folder), a list of the medicines you take, your identity documents and, if you have them, your insurance or PM-JAY details.\n\nWhat to ask: What type and stage of cancer is it? What are the treatment options, and what is the aim of each? What side effects should we expect, and which ones mean we should call you? How long will treatment take, and what will it cost? Whom do we call at night or on a holiday?\n\nHow to remember: bring someone with you, write the answers down, and ask the doctor to repeat anything you did not follow. It is your right to understand your care.\n\nThis article is general information, not medical advice. Your own care team knows your situation best.',
    titleHi: 'कैंसर के डॉक्टर से पहली मुलाक़ात की तैयारी',
    excerptHi: 'क्या साथ ले जाएँ, क्या पूछें और जवाब कैसे याद रखें: एक छोटी सूची।',
    contentHi:
      'डायग्नोसिस के बाद डॉक्टर से पहली मुलाक़ात भारी लग सकती है। थोड़ी तैयारी से आप चिंता के बजाय जवाब लेकर लौटते हैं।\n\nक्या साथ ले जाएँ: अपनी हर रिपोर्ट और स्कैन (तारीख़ के क्रम में, एक फ़ाइल में), जो दवाएँ आप लेते हैं उनकी सूची, पहचान पत्र, और अगर हो तो बीमा या PM-JAY का कार्ड।\n\nक्या पूछें: यह किस तरह का कैंसर है और किस स्टेज में है? इलाज के क्या रास्ते हैं, और हर एक का मक़सद क्या है? कौन से दुष्प्रभाव हो सकते हैं, और किन पर आपको तुरंत फ़ोन करना है? इलाज कितने समय चलेगा, और कितना ख़र्च आएगा? रात में या छुट्टी के दिन किसे फ़ोन करें?\n\nयाद कैसे रखें: किसी को साथ ले जाइए, जवाब लिख लीजिए, और जो बात समझ न आए उसे डॉक्टर से दोबारा पूछिए। अपने इलाज को समझना आपका हक़ है।\n\nयह लेख सामान्य जानकारी है, चिकित्सा सलाह नहीं। आपकी अपनी डॉक्टर टीम आपकी हालत सबसे अच्छी तरह जानती है।',
    sources: ['https://www.cancer.gov'],
  },
  {
    title: 'Looking after yourself as a caregiver',
    excerpt: 'Caring for someone with cancer is hard work. Your own rest, food and feelings matter too.',
    category: 'support',
    content:
      'Caregivers often put themselves last: meals are skipped, sleep is short, and feelings are kept inside.\n\nShare the load. Make a simple rota with family and friends for hospital days, meals and errands. People often want to help but do not know how; a specific request is easier to say yes to.\n\nKeep small routines. A regular meal, a short walk, a few minutes of quiet each day make a real difference over months of treatment.\n\nTalk to someone. Tele-MANAS (14416) offers free, confidential counselling at any hour, in many Indian languages. Support groups for caregivers, online and in person, can also help.\n\nThis article is general information, not medical advice.',
    titleHi: 'देखभाल करने वाले भी अपना ख़याल रखें',
    excerptHi: 'कैंसर के मरीज़ की देखभाल मेहनत का काम है। आपका आराम, खाना और मन भी उतना ही ज़रूरी है।',
    contentHi:
      'देखभाल करने वाले अक्सर ख़ुद को सबसे आख़िर में रखते हैं: खाना छूट जाता है, नींद कम होती है, और मन की बात मन में रह जाती है।\n\nबोझ बाँटिए। अस्पताल के दिनों, खाने और बाहर के कामों के लिए परिवार और दोस्तों के साथ एक सीधी-सी बारी बना लीजिए। लोग अक्सर मदद करना चाहते हैं पर जानते नहीं कैसे; साफ़-साफ़ कहा गया काम करना उनके लिए आसान होता है।\n\nछोटी आदतें बनाए रखिए। समय पर खाना, थोड़ी देर टहलना, और रोज़ कुछ मिनट की शांति, महीनों लंबे इलाज में बड़ा फ़र्क़ लाते हैं।\n\nकिसी से बात कीजिए। टेली-मानस (14416) पर किसी भी समय, कई भारतीय भाषाओं में, मुफ़्त और गोपनीय बात होती है। देखभाल करने वालों के सहायता समूह, ऑनलाइन और आमने-सामने, भी मदद कर सकते हैं।\n\nयह लेख सामान्य जानकारी है, चिकित्सा सलाह नहीं।',
    sources: ['https://telemanas.mohfw.gov.in'],
  },
  {
    title: 'Help with treatment costs: PM-JAY and other schemes',
    excerpt: 'Where to start when you are worried about paying for treatment.',
    category: 'general',
    content:
      'Cancer treatment can be expensive, and worry about money adds to everything else. Some places to start:\n\nAyushman Bharat PM-JAY is the government’s health assurance scheme for eligible families, covering treatment in empanelled public and private hospitals. You can check eligibility and find hospitals on pmjay.gov.in, or ask at the hospital’s help desk (often called the Ayushman Mitra desk).\n\nThe Prime Minister’s National Relief Fund gives partial financial assistance for the treatment of major illnesses, including cancer. Details are on pmnrf.gov.in.\n\nMany hospitals have social workers who know the state schemes and charitable funds available; ask for them early. Organisations such as the Indian Cancer Society also run financial aid programmes.\n\nSchemes and rules change: always check the official website or the hospital help desk for the current details.',
    titleHi: 'इलाज के ख़र्च में मदद: PM-JAY और दूसरी योजनाएँ',
    excerptHi: 'इलाज के पैसों की चिंता हो तो शुरुआत कहाँ से करें।',
    contentHi:
      'कैंसर का इलाज महँगा हो सकता है, और पैसों की चिंता बाक़ी सब परेशानियों को और बढ़ा देती है। शुरुआत के कुछ रास्ते:\n\nआयुष्मान भारत PM-JAY सरकार की स्वास्थ्य योजना है, जो पात्र परिवारों को सूचीबद्ध सरकारी और निजी अस्पतालों में इलाज दिलाती है। पात्रता और अस्पताल pmjay.gov.in पर देख सकते हैं, या अस्पताल के हेल्प डेस्क (जिसे अक्सर आयुष्मान मित्र डेस्क कहते हैं) पर पूछ सकते हैं।\n\nप्रधानमंत्री राष्ट्रीय राहत कोष कैंसर समेत गंभीर बीमारियों के इलाज के लिए कुछ आर्थिक मदद देता है। जानकारी pmnrf.gov.in पर है।\n\nकई अस्पतालों में सोशल वर्कर होते हैं, जो राज्य की योजनाएँ और धर्मार्थ कोष जानते हैं; उनसे जल्दी मिलिए। इंडियन कैंसर सोसाइटी जैसी संस्थाएँ भी इलाज के लिए आर्थिक मदद देती हैं।\n\nयोजनाएँ और नियम बदलते रहते हैं: ताज़ा जानकारी हमेशा सरकारी वेबसाइट या अस्पताल के हेल्प डेस्क से लीजिए।',
    sources: ['https://pmjay.gov.in', 'https://pmnrf.gov.in', 'https://www.indiancancersociety.org'],
  },
  {
    title: 'कैंसर की जाँच: जल्दी पता चलना क्यों ज़रूरी है',
    excerpt: 'कई कैंसर जल्दी पकड़ में आएँ तो इलाज आसान और ज़्यादा सफल होता है।',
    category: 'prevention',
    content:
      'विश्व स्वास्थ्य संगठन के अनुसार, कई तरह के कैंसर का जल्दी पता चलने और सही इलाज मिलने पर ठीक होने की संभावना काफ़ी बढ़ जाती है।\n\nअपने शरीर में होने वाले बदलावों पर ध्यान दीजिए: कोई गाँठ, लंबे समय तक रहने वाली खाँसी, बिना कारण वज़न घटना, मल-मूत्र की आदतों में बदलाव या कोई घाव जो भर नहीं रहा। ऐसे लक्षण हों तो डॉक्टर को दिखाने में देर न करें।\n\nसरकारी स्वास्थ्य केंद्रों पर कुछ आम कैंसर की जाँच की सुविधा उपलब्ध है। अपने नज़दीकी स्वास्थ्य केंद्र से जानकारी लीजिए।\n\nयह लेख सामान्य जानकारी के लिए है, चिकित्सा सलाह नहीं। अपने डॉक्टर से ज़रूर बात करें।',
    sources: ['https://www.who.int/news-room/fact-sheets/detail/cancer'],
  },
  {
    title: 'What the stage of a cancer means',
    excerpt: 'Stage 1, 2, 3 or 4: what the number describes, and what it does not tell you.',
    category: 'treatment',
    content:
      'After tests and scans, doctors give most cancers a stage. The stage describes how large the cancer is and how far it has spread: whether it is only where it started, whether it has reached nearby lymph nodes, or whether it has travelled to other parts of the body.\n\nStage 1 usually means a small cancer that has not spread. Stage 2 and stage 3 usually mean a larger cancer, or one that has reached nearby tissue or lymph nodes. Stage 4 means it has spread to other organs (also called metastatic). Many reports use the TNM system instead: T for the tumour, N for lymph nodes, M for metastasis. Blood cancers and brain tumours are staged differently.\n\nThe stage helps your doctors choose treatment. It does not tell you what will happen to you: people at every stage are treated, and many people with stage 2 or 3 cancer are treated with the aim of cure. Ask your doctor what your stage means for your own treatment.\n\nSources: National Cancer Institute (USA), "Cancer Staging"; Cancer Research UK, "Stages of cancer". This article is general information, not medical advice.',
    titleHi: 'कैंसर की स्टेज (अवस्था) का मतलब क्या है',
    excerptHi: 'स्टेज 1, 2, 3 या 4: यह संख्या क्या बताती है, और क्या नहीं बताती।',
    contentHi:
      'जाँच और स्कैन के बाद डॉक्टर ज़्यादातर कैंसर की स्टेज (अवस्था) बताते हैं। स्टेज से पता चलता है कि कैंसर कितना बड़ा है और कितना फैला है: क्या वह सिर्फ़ उसी जगह है जहाँ शुरू हुआ, क्या पास की लसीका ग्रंथियों (लिम्फ़ नोड) तक पहुँचा है, या शरीर के दूसरे हिस्सों तक गया है।\n\nस्टेज 1 का मतलब आम तौर पर छोटा कैंसर है जो फैला नहीं है। स्टेज 2 और 3 का मतलब आम तौर पर बड़ा कैंसर, या ऐसा जो पास के ऊतक या लिम्फ़ नोड तक पहुँचा है। स्टेज 4 का मतलब है कि वह दूसरे अंगों तक फैल गया है। कई रिपोर्ट में TNM लिखा होता है: T यानी गाँठ, N यानी लिम्फ़ नोड, M यानी फैलाव। खून के कैंसर और दिमाग़ की गाँठ की स्टेज अलग तरह से बताई जाती है।\n\nस्टेज डॉक्टर को इलाज चुनने में मदद करती है। वह यह नहीं बताती कि आपके साथ क्या होगा: हर स्टेज पर इलाज होता है, और स्टेज 2 या 3 के बहुत से लोगों का इलाज ठीक करने के इरादे से किया जाता है। अपने डॉक्टर से पूछिए कि आपकी स्टेज का आपके इलाज के लिए क्या मतलब है।\n\nस्रोत: नेशनल कैंसर इंस्टीट्यूट (अमेरिका), "Cancer Staging"; कैंसर रिसर्च यूके, "Stages of cancer"। यह लेख सामान्य जानकारी है, चिकित्सा सलाह नहीं।',
    sources: [
      'https://www.cancer.gov/about-cancer/diagnosis-staging/staging',
      'https://www.cancerresearchuk.org/about-cancer/what-is-cancer/stages-of-cancer',
    ],
  },
  {
    title: 'Chemotherapy side effects, and hair loss',
    excerpt: 'Why chemotherapy causes side effects, which ones are common, and how hair loss is coped with.',
    category: 'treatment',
    content:
      'Chemotherapy works by attacking cells that divide quickly. Cancer cells divide quickly, but so do some healthy cells: in the hair roots, the mouth and gut, and the bone marrow. That is why side effects happen. Which ones, and how strong, depends on the medicines and the dose; some people have few.\n\nCommon ones: tiredness, nausea or vomiting (medicines to prevent it work well: ask for them), mouth sores, loose motions or constipation, and a higher risk of infection. A fever of 38°C (100.4°F) or more during chemotherapy needs a call to your hospital straight away, day or night.\n\nHair loss. Not every chemotherapy causes it; your team can tell you whether yours will. When it happens it usually starts two to three weeks after the first cycle, and hair almost always grows back, often starting a few weeks after treatment ends. Many people cut their hair short beforehand, use a soft brush and mild shampoo, cover the head in the sun, and choose a scarf, cap or wig. Feeling upset about it is natural: it is a visible change, and talking about it helps.\n\nSources: National Cancer Institute (USA), "Chemotherapy Side Effects" and "Hair Loss (Alopecia) and Cancer Treatment"; Cancer Research UK, "Hair loss". This article is general information, not medical advice.',
    titleHi: 'कीमोथेरेपी के दुष्प्रभाव, और बाल झड़ना',
    excerptHi: 'कीमो से दुष्प्रभाव क्यों होते हैं, कौन से आम हैं, और बाल झड़ने पर क्या करें।',
    contentHi:
      'कीमोथेरेपी उन कोशिकाओं पर असर करती है जो तेज़ी से बढ़ती हैं। कैंसर की कोशिकाएँ तेज़ी से बढ़ती हैं, पर कुछ स्वस्थ कोशिकाएँ भी: बालों की जड़ें, मुँह और पेट की अंदरूनी परत, और हड्डी का गूदा (बोन मैरो)। इसीलिए दुष्प्रभाव होते हैं। कौन से और कितने, यह दवा और उसकी मात्रा पर निर्भर है; कुछ लोगों को बहुत कम होते हैं।\n\nआम दुष्प्रभाव: थकान, जी मिचलाना या उल्टी (इन्हें रोकने की दवाएँ अच्छा काम करती हैं: माँगिए), मुँह में छाले, दस्त या कब्ज़, और संक्रमण का ज़्यादा ख़तरा। कीमो के दौरान 38°C (100.4°F) या ज़्यादा बुख़ार हो तो उसी समय अपने अस्पताल को फ़ोन कीजिए, दिन हो या रात।\n\nबाल झड़ना। हर कीमो से बाल नहीं झड़ते; आपकी टीम बता सकती है कि आपकी दवा से झड़ेंगे या नहीं। झड़ते हैं तो आम तौर पर पहले चक्र के दो-तीन हफ़्ते बाद शुरू होते हैं, और लगभग हमेशा वापस उगते हैं, अक्सर इलाज ख़त्म होने के कुछ हफ़्ते बाद। बहुत लोग पहले से बाल छोटे करवा लेते हैं, नरम कंघी और हल्का शैम्पू इस्तेमाल करते हैं, धूप में सिर ढकते हैं, और दुपट्टा, टोपी या विग चुनते हैं। इस पर दुख होना स्वाभाविक है: यह दिखने वाला बदलाव है, और इसके बारे में बात करने से मन हल्का होता है।\n\nस्रोत: नेशनल कैंसर इंस्टीट्यूट (अमेरिका), "Chemotherapy Side Effects" और "Hair Loss (Alopecia) and Cancer Treatment"; कैंसर रिसर्च यूके, "Hair loss"। यह लेख सामान्य जानकारी है, चिकित्सा सलाह नहीं।',
    sources: [
      'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy/side-effects',
      'https://www.cancer.gov/about-cancer/treatment/side-effects/hair-loss',
      'https://www.cancerresearchuk.org/about-cancer/coping/physically/hair-loss',
    ],
  },
  {
    title: 'Living with fear after a cancer diagnosis',
    excerpt: 'Fear and worry are normal after a diagnosis. Some ways people cope, and when to ask for help.',
    category: 'support',
    content:
      'Almost everyone feels afraid after hearing the word cancer: of treatment, of pain, of what will happen to the family, of money. Fear often comes in waves, stronger at night, before a scan or while waiting for a result. It does not mean you are weak, and it does not change how your treatment works.\n\nWhat helps many people: learning about your own cancer and treatment from your care team (the unknown is often more frightening than the facts), writing questions down before appointments, sharing the worry with one trusted person, keeping small daily routines, gentle movement such as walking, prayer or quiet breathing, and meeting others who have been through it.\n\nAsk for help when worry stops you sleeping or eating for many days, when you feel hopeless, or when you have thoughts of harming yourself. Tele-MANAS (14416 or 1-800-891-4416) gives free, confidential counselling at any hour in many Indian languages. In an emergency call 112.\n\nSources: National Cancer Institute (USA), "Feelings and Cancer"; Ministry of Health and Family Welfare, Tele-MANAS. This article is general information, not medical advice.',
    titleHi: 'कैंसर के निदान के बाद डर के साथ जीना',
    excerptHi: 'निदान के बाद डर और चिंता होना स्वाभाविक है। लोग कैसे सँभलते हैं, और कब मदद माँगें।',
    contentHi:
      'कैंसर शब्द सुनकर लगभग हर किसी को डर लगता है: इलाज का, दर्द का, परिवार का क्या होगा, पैसों का। डर अक्सर लहरों की तरह आता है, रात में, स्कैन से पहले या रिपोर्ट के इंतज़ार में ज़्यादा। इसका मतलब यह नहीं कि आप कमज़ोर हैं, और इससे आपके इलाज के असर पर कोई फ़र्क़ नहीं पड़ता।\n\nबहुत लोगों को इनसे मदद मिलती है: अपनी बीमारी और इलाज के बारे में अपनी डॉक्टर टीम से समझना (अनजानी बात अक्सर सच से ज़्यादा डराती है), डॉक्टर से मिलने से पहले सवाल लिख लेना, किसी एक भरोसेमंद इंसान से मन की बात कहना, रोज़ के छोटे-छोटे काम बनाए रखना, हल्का चलना-फिरना, प्रार्थना या शांत साँसें, और उन लोगों से मिलना जो इस राह से गुज़र चुके हैं।\n\nमदद माँगिए जब चिंता के कारण कई दिनों तक नींद न आए या खाना न खाया जाए, जब सब बेकार लगे, या जब ख़ुद को नुक़सान पहुँचाने के ख़याल आएँ। टेली-मानस (14416 या 1-800-891-4416) पर किसी भी समय, कई भारतीय भाषाओं में, मुफ़्त और गोपनीय बात होती है। आपात स्थिति में 112 पर फ़ोन कीजिए।\n\nस्रोत: नेशनल कैंसर इंस्टीट्यूट (अमेरिका), "Feelings and Cancer"; स्वास्थ्य एवं परिवार कल्याण मंत्रालय, टेली-मानस। यह लेख सामान्य जानकारी है, चिकित्सा सलाह नहीं।',
    sources: ['https://www.cancer.gov/about-cancer/coping/feelings', 'https://telemanas.mohfw.gov.in'],
  },
  {
    title: 'Questions to ask your doctor after a diagnosis',
    excerpt: 'A list to take to your next appointment: the cancer, the treatment, side effects and costs.',
    category: 'treatment',
    content:
      'It is hard to remember everything in a short appointment. Write your questions down, take someone with you, and ask the doctor to explain again anything you did not follow.\n\nAbout the cancer: What type of cancer is it, and where did it start? What is the stage, and what does it mean for me? Do I need more tests?\n\nAbout treatment: What are my treatment options, and which do you advise? Is the aim to cure the cancer, to control it, or to ease symptoms? How long will treatment take, and how often must I come to the hospital? Can I get a second opinion?\n\nAbout side effects and daily life: What side effects are likely, and which ones mean I should call you at once? Whom do I call at night or on a holiday? Can I keep working? What should I eat?\n\nAbout costs: What will treatment cost? Is it covered by PM-JAY, CGHS, ESIC or my insurance? Is there a social worker who can help?\n\nSources: National Cancer Institute (USA), "Questions to Ask Your Doctor about Treatment"; Cancer Research UK, "Questions to ask your doctor". This article is general information, not medical advice.',
    titleHi: 'निदान के बाद डॉक्टर से पूछने के सवाल',
    excerptHi: 'अगली मुलाक़ात में साथ ले जाने की सूची: बीमारी, इलाज, दुष्प्रभाव और ख़र्च।',
    contentHi:
      'कम समय की मुलाक़ात में सब याद रखना मुश्किल है। अपने सवाल लिख लीजिए, किसी को साथ ले जाइए, और जो बात समझ न आए उसे डॉक्टर से फिर से समझाने को कहिए।\n\nबीमारी के बारे में: यह किस तरह का कैंसर है, और कहाँ से शुरू हुआ? इसकी स्टेज क्या है, और मेरे लिए इसका क्या मतलब है? क्या और जाँच की ज़रूरत है?\n\nइलाज के बारे में: मेरे इलाज के क्या-क्या विकल्प हैं, और आप कौन सा सुझाते हैं? इलाज का इरादा कैंसर को ठीक करना है, उसे क़ाबू में रखना है, या तकलीफ़ कम करना? इलाज कितने समय चलेगा, और कितनी बार अस्पताल आना होगा? क्या मैं किसी दूसरे डॉक्टर की राय ले सकता/सकती हूँ?\n\nदुष्प्रभाव और रोज़ की ज़िंदगी के बारे में: कौन से दुष्प्रभाव हो सकते हैं, और किन पर आपको तुरंत बताना है? रात में या छुट्टी के दिन किसे फ़ोन करें? क्या मैं काम पर जा सकता/सकती हूँ? क्या खाना चाहिए?\n\nख़र्च के बारे में: इलाज में कितना ख़र्च होगा? क्या PM-JAY (आयुष्मान भारत), CGHS, ESIC या मेरा बीमा इसे कवर करता है? क्या कोई सोशल वर्कर मदद कर सकता है?\n\nस्रोत: नेशनल कैंसर इंस्टीट्यूट (अमेरिका), "Questions to Ask Your Doctor about Treatment"; कैंसर रिसर्च यूके, "Questions to ask your doctor"। यह लेख सामान्य जानकारी है, चिकित्सा सलाह नहीं।',
    sources: [
      'https://www.cancer.gov/about-cancer/treatment/questions',
      'https://www.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/questions-to-ask-your-doctor',
    ],
  },
  {
    title: 'Eating well during chemotherapy',
    excerpt: 'Small, frequent meals, enough water, and safe food when infections are a risk.',
    category: 'treatment',
    content:
      'Good food helps the body cope with treatment and heal, but chemotherapy can take away appetite, change the taste of food, or make you feel sick. You do not need special or costly foods; simple home food is usually best.\n\nWhat helps many people: small meals every two to three hours instead of three large ones; protein at each meal (dal, curd, paneer, eggs, milk, soya, chicken or fish if you eat them); plenty of fluids (water, buttermilk, coconut water, soups) unless your doctor has told you to limit them; soft, bland food such as khichdi or idli when the mouth is sore; dry snacks like toast or plain biscuits when you feel sick.\n\nWhen infections are a risk: eat freshly cooked food, wash fruit and vegetables well, avoid raw sprouts, street food and food left out for hours, and drink boiled or filtered water.\n\nAsk your doctor or a dietitian before taking herbal medicines, supplements or special diets: some interfere with treatment. Tell them if you keep losing weight.\n\nSources: National Cancer Institute (USA), "Eating Hints: Before, during, and after Cancer Treatment"; Cancer Research UK, "Diet problems and cancer". This article is general information, not medical advice.',
    titleHi: 'कीमोथेरेपी के दौरान खान-पान',
    excerptHi: 'थोड़ा-थोड़ा कई बार खाना, भरपूर पानी, और संक्रमण के ख़तरे में सुरक्षित भोजन।',
    contentHi:
      'अच्छा खाना शरीर को इलाज सहने और ठीक होने में मदद करता है, पर कीमो से भूख कम हो सकती है, खाने का स्वाद बदल सकता है, या जी मिचला सकता है। किसी ख़ास या महँगे खाने की ज़रूरत नहीं; सादा घर का खाना आम तौर पर सबसे अच्छा है।\n\nबहुत लोगों को इनसे मदद मिलती है: तीन बड़े भोजन की जगह हर दो-तीन घंटे में थोड़ा-थोड़ा खाना; हर भोजन में प्रोटीन (दाल, दही, पनीर, अंडा, दूध, सोया, और अगर खाते हैं तो चिकन या मछली); भरपूर तरल (पानी, छाछ, नारियल पानी, सूप), जब तक डॉक्टर ने कम पीने को न कहा हो; मुँह में छाले हों तो नरम, हल्का खाना जैसे खिचड़ी या इडली; जी मिचलाए तो सूखी चीज़ें जैसे टोस्ट या सादे बिस्कुट।\n\nजब संक्रमण का ख़तरा हो: ताज़ा पका खाना खाइए, फल-सब्ज़ी अच्छी तरह धोइए, कच्चे अंकुरित अनाज, ठेले का खाना और घंटों से रखा खाना न खाइए, और उबला या फ़िल्टर किया पानी पीजिए।\n\nजड़ी-बूटी, सप्लीमेंट या कोई ख़ास डाइट शुरू करने से पहले डॉक्टर या डाइटीशियन से पूछिए: कुछ चीज़ें इलाज में रुकावट डालती हैं। वज़न लगातार घट रहा हो तो उन्हें बताइए।\n\nस्रोत: नेशनल कैंसर इंस्टीट्यूट (अमेरिका), "Eating Hints: Before, during, and after Cancer Treatment"; कैंसर रिसर्च यूके, "Diet problems and cancer"। यह लेख सामान्य जानकारी है, चिकित्सा सलाह नहीं।',
    sources: [
      'https://www.cancer.gov/publications/patient-education/eating-hints',
      'https://www.cancerresearchuk.org/about-cancer/coping/physically/diet-problems',
    ],
  },
];

/**
 * The Hindi articles that earlier releases seeded as articles of their own: a site seeded then
 * gives their words to the English article (its Hindi) and unpublishes them (resources.service.ts).
 */
export const formerHindiTwins: Record<string, string> = {
  'What the stage of a cancer means': 'कैंसर की स्टेज (अवस्था) का मतलब क्या है',
  'Chemotherapy side effects, and hair loss': 'कीमोथेरेपी के दुष्प्रभाव, और बाल झड़ना',
  'Living with fear after a cancer diagnosis': 'कैंसर के निदान के बाद डर के साथ जीना',
  'Questions to ask your doctor after a diagnosis': 'निदान के बाद डॉक्टर से पूछने के सवाल',
  'Eating well during chemotherapy': 'कीमोथेरेपी के दौरान खान-पान',
};
