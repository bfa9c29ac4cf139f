import { Helplines } from '../../platform/helplines.js';

/**
 * Indian support resources Forti cites: helplines, national organisations and this site's own
 * guides. Every fact carries its official source; a phone number appears only where it is
 * confirmed there (otherwise the entry points to the website).
 */
export interface SupportResourceSeed {
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** The Hindi of the title, summary and body (decision 0076); all three are searched as well. */
  titleHi: string;
  summaryHi: string;
  bodyHi: string;
  url: string;
  kind: 'helpline' | 'organisation' | 'guide';
  phone: string | null;
  source: string;
}

const { teleManas, emergency, ambulance } = Helplines;

export const SupportResourceSeeds: SupportResourceSeed[] = [
  {
    slug: 'tele-manas',
    titleHi: 'टेली-मानस (Tele-MANAS) मानसिक स्वास्थ्य हेल्पलाइन',
    summaryHi: 'प्रशिक्षित मानसिक स्वास्थ्य विशेषज्ञों से मुफ़्त और गोपनीय काउंसलिंग, 24x7, कई भारतीय भाषाओं में।',
    bodyHi:
      'तनाव, घबराहट, डर, उदासी, डिप्रेशन, नींद न आना, किसी अपने को खोने का दुख या आत्महत्या के ख़याल आएँ तो यहाँ बात करें। मरीज़ और देखभाल करने वाले किसी भी समय कॉल कर सकते हैं; कॉल आपके राज्य और आपकी भाषा के काउंसलर तक पहुँचती है, और ज़रूरत हो तो विशेषज्ञ के पास भेजा जाता है। इसे स्वास्थ्य और परिवार कल्याण मंत्रालय चलाता है।',
    title: 'Tele-MANAS mental health helpline',
    summary: 'Free, confidential counselling by trained mental health professionals, 24x7, in many Indian languages.',
    body: 'For stress, anxiety, fear, low mood, depression, sleeplessness, grief or thoughts of suicide. Patients and caregivers can call at any hour; calls are routed to a counsellor in your state and language, with referral to specialists when needed. Run by the Ministry of Health and Family Welfare.',
    url: teleManas.source,
    kind: 'helpline',
    phone: '14416 or 1-800-891-4416',
    source: `${teleManas.operator}: ${teleManas.source}`,
  },
  {
    slug: 'emergency-112',
    titleHi: 'इमरजेंसी नंबर 112',
    summaryHi: 'पुलिस, आग और इलाज की इमरजेंसी के लिए भारत का एक ही नंबर, 24x7।',
    bodyHi:
      'किसी भी इमरजेंसी में 112 पर कॉल करें: सीने में दर्द, साँस लेने में तकलीफ़, बहुत ज़्यादा खून बहना, दौरा पड़ना, कोई बेहोश हो, या जान या सुरक्षा को ख़तरा हो। यह गृह मंत्रालय के इमरजेंसी रिस्पॉन्स सपोर्ट सिस्टम का हिस्सा है।',
    title: 'Emergency number 112',
    summary: "India's single emergency number for police, fire and medical emergencies, 24x7.",
    body: 'Call 112 in any emergency: chest pain, trouble breathing, heavy bleeding, a seizure, someone unconscious, or a risk to life or safety. Part of the Emergency Response Support System (ERSS) of the Ministry of Home Affairs.',
    url: emergency.source,
    kind: 'helpline',
    phone: emergency.numbers[0],
    source: `${emergency.operator}: ${emergency.source}`,
  },
  {
    slug: 'ambulance-108',
    titleHi: 'एम्बुलेंस 108',
    summaryHi: 'ज़्यादातर राज्यों में मुफ़्त इमरजेंसी एम्बुलेंस सेवा, 24x7।',
    bodyHi:
      'इमरजेंसी एम्बुलेंस के लिए 108 पर कॉल करें, जो मरीज़ को सबसे पास के अस्पताल की इमरजेंसी तक ले जाती है, जैसे कीमो के दौरान तेज़ बुख़ार, बहुत ज़्यादा खून बहना, साँस फूलना या मरीज़ अचानक गिर पड़े। इसे राज्य सरकारें राष्ट्रीय स्वास्थ्य मिशन के तहत चलाती हैं।',
    title: 'Ambulance 108',
    summary: 'Free emergency ambulance service in most Indian states, 24x7.',
    body: 'Call 108 for an emergency ambulance to take a patient to the nearest hospital emergency department, for example with high fever during chemotherapy, heavy bleeding, breathlessness or collapse. Run by state governments under the National Health Mission.',
    url: ambulance.source,
    kind: 'helpline',
    phone: ambulance.numbers[0],
    source: `${ambulance.operator}: ${ambulance.source}`,
  },
  {
    slug: 'tobacco-quitline',
    titleHi: 'राष्ट्रीय तंबाकू छोड़ो हेल्पलाइन',
    summaryHi: 'सिगरेट, बीड़ी या खाने वाला तंबाकू छोड़ने में आपकी या परिवार के किसी सदस्य की मदद के लिए मुफ़्त काउंसलिंग।',
    bodyHi:
      'तंबाकू छोड़ने से हर पड़ाव पर फ़ायदा होता है, कैंसर के इलाज के दौरान और उसके बाद भी। इस हेल्पलाइन पर कई भाषाओं में मुफ़्त काउंसलिंग मिलती है, और बाद में हालचाल पूछने के लिए फ़ोन भी आते हैं। यह स्वास्थ्य और परिवार कल्याण मंत्रालय के राष्ट्रीय तंबाकू नियंत्रण कार्यक्रम के तहत चलती है।',
    title: 'National Tobacco Quitline',
    summary: 'Free counselling to help you or a family member quit smoking or chewing tobacco.',
    body: 'Quitting tobacco helps at every stage, including during and after cancer treatment. The quitline offers free counselling and follow-up calls in several languages. Run under the National Tobacco Control Programme of the Ministry of Health and Family Welfare.',
    url: 'https://ntcp.mohfw.gov.in',
    kind: 'helpline',
    phone: '1800-11-2356',
    source: 'National Tobacco Control Programme, Ministry of Health and Family Welfare: https://ntcp.mohfw.gov.in',
  },
  {
    slug: 'pm-jay',
    titleHi: 'आयुष्मान भारत PM-JAY',
    summaryHi: 'सूचीबद्ध अस्पतालों में कैंसर समेत अस्पताल के इलाज के लिए हर परिवार को हर साल ₹5 लाख तक का सरकारी स्वास्थ्य कवर।',
    bodyHi:
      'प्रधानमंत्री जन आरोग्य योजना (PM-JAY) पात्र परिवारों के अस्पताल के इलाज का ख़र्च देती है, ऑपरेशन, कीमोथेरेपी और रेडियोथेरेपी के पैकेज भी, और सूचीबद्ध अस्पताल में इलाज कैशलेस होता है। आप पात्र हैं या नहीं और कौन-से अस्पताल इसमें हैं, यह वेबसाइट पर या हेल्पलाइन से पता करें। इलाज के ख़र्च और पैसों की चिंता में मदद। इसे राष्ट्रीय स्वास्थ्य प्राधिकरण चलाता है।',
    title: 'Ayushman Bharat PM-JAY',
    summary:
      'Government health cover of up to ₹5 lakh per family per year for hospital treatment, including cancer care, at empanelled hospitals.',
    body: 'Pradhan Mantri Jan Arogya Yojana pays for hospital treatment, including surgery, chemotherapy and radiotherapy packages, for eligible families, cashless at the empanelled hospital. Check eligibility and find hospitals on the website or through the helpline. Financial help with treatment costs and money worries. Run by the National Health Authority.',
    url: 'https://pmjay.gov.in',
    kind: 'organisation',
    phone: '14555',
    source: 'National Health Authority, Government of India: https://pmjay.gov.in',
  },
  {
    slug: 'rashtriya-arogya-nidhi',
    titleHi: 'राष्ट्रीय आरोग्य निधि और स्वास्थ्य मंत्री कैंसर रोगी कोष',
    summaryHi: 'सरकारी अस्पतालों और क्षेत्रीय कैंसर केंद्रों में ग़रीब कैंसर मरीज़ों के इलाज के लिए आर्थिक मदद।',
    bodyHi:
      'राष्ट्रीय आरोग्य निधि के तहत स्वास्थ्य मंत्री कैंसर रोगी कोष ग़रीबी रेखा से नीचे के मरीज़ों को कैंसर के इलाज के ख़र्च के लिए एक बार आर्थिक मदद देता है। इसकी अर्ज़ी उसी सरकारी अस्पताल या क्षेत्रीय कैंसर केंद्र से दी जाती है जहाँ इलाज चल रहा है। अस्पताल के मेडिकल सोशल वर्कर से पूछें। पैसा, ख़र्च, आर्थिक मदद।',
    title: "Rashtriya Arogya Nidhi and the Health Minister's Cancer Patient Fund",
    summary:
      'Financial assistance for treatment of poor patients with cancer at government hospitals and regional cancer centres.',
    body: "Under Rashtriya Arogya Nidhi, the Health Minister's Cancer Patient Fund gives one-time financial help with the cost of cancer treatment for patients below the poverty line, applied for through the treating government hospital or regional cancer centre. Ask the hospital's medical social worker. Money, costs, financial assistance.",
    url: 'https://mohfw.gov.in',
    kind: 'organisation',
    phone: null,
    source: 'Ministry of Health and Family Welfare, Government of India: https://mohfw.gov.in',
  },
  {
    slug: 'tata-memorial-centre',
    titleHi: 'टाटा मेमोरियल सेंटर',
    summaryHi: 'भारत के प्रमुख कैंसर अस्पतालों और शोध केंद्रों में से एक, मुंबई और दूसरे शहरों में।',
    bodyHi:
      'कैंसर का पूरा इलाज, दूसरी राय, मरीज़ों के लिए जानकारी और मदद की सेवाएँ। यह भारत सरकार के परमाणु ऊर्जा विभाग से अनुदान पाने वाली संस्था है, जिसके अस्पताल मुंबई और कई दूसरे शहरों में हैं।',
    title: 'Tata Memorial Centre',
    summary: "One of India's leading cancer hospitals and research centres, in Mumbai and other cities.",
    body: 'Comprehensive cancer treatment, second opinions, patient information and support services. A grant-in-aid institution of the Department of Atomic Energy, Government of India, with hospitals in Mumbai and several other cities.',
    url: 'https://tmc.gov.in',
    kind: 'organisation',
    phone: null,
    source: 'Tata Memorial Centre, Department of Atomic Energy: https://tmc.gov.in',
  },
  {
    slug: 'national-cancer-grid',
    titleHi: 'नेशनल कैंसर ग्रिड',
    summaryHi: 'एक जैसे इलाज के दिशा-निर्देशों पर काम करने वाले पूरे भारत के कैंसर केंद्रों का नेटवर्क; केंद्र ढूँढने या दूसरी राय लेने में काम का।',
    bodyHi:
      'नेशनल कैंसर ग्रिड पूरे भारत के कैंसर केंद्रों, शोध संस्थानों और अस्पतालों को जोड़ता है, ताकि हर जगह सबूतों पर आधारित, एक जैसा कैंसर का इलाज मिले और इलाज के दिशा-निर्देश सब मिलकर मानें। इलाज के विकल्प, दूसरी राय और अपने पास का कैंसर केंद्र ढूँढना। इसका तालमेल टाटा मेमोरियल सेंटर करता है।',
    title: 'National Cancer Grid',
    summary:
      'A network of cancer centres across India working to common treatment guidelines; useful for finding a centre or a second opinion.',
    body: 'The National Cancer Grid links cancer centres, research institutes and hospitals across India to provide uniform, evidence-based cancer care and shared treatment guidelines. Treatment options, second opinion and finding a cancer centre near you. Coordinated by Tata Memorial Centre.',
    url: 'https://tmc.gov.in/ncg/',
    kind: 'organisation',
    phone: null,
    source: 'National Cancer Grid, Tata Memorial Centre: https://tmc.gov.in/ncg/',
  },
  {
    slug: 'indian-cancer-society',
    titleHi: 'इंडियन कैंसर सोसाइटी',
    summaryHi: 'कैंसर जागरूकता, जाँच, मरीज़ों के साथ और आर्थिक मदद के लिए राष्ट्रीय ग़ैर-सरकारी संस्था।',
    bodyHi:
      '1951 में बनी इंडियन कैंसर सोसाइटी जागरूकता और कैंसर की जाँच (स्क्रीनिंग) के कार्यक्रम चलाती है, कैंसर से उबर चुके लोगों का साथ देती है, और इसका एक कोष इलाज के ख़र्च में मरीज़ों की मदद करता है। इसकी सेवाओं से संपर्क की जानकारी इसकी वेबसाइट पर है।',
    title: 'Indian Cancer Society',
    summary: 'National non-profit for cancer awareness, screening, patient support and financial help.',
    body: 'Founded in 1951, the Indian Cancer Society runs awareness and screening programmes, survivor support and a fund that helps patients with the cost of treatment. Contact details for its services are on its website.',
    url: 'https://www.indiancancersociety.org',
    kind: 'organisation',
    phone: null,
    source: 'Indian Cancer Society: https://www.indiancancersociety.org',
  },
  {
    slug: 'cansupport',
    titleHi: 'कैनसपोर्ट (CanSupport)',
    summaryHi: 'दिल्ली NCR में कैंसर के मरीज़ों और उनके परिवारों के लिए घर पर पैलिएटिव देखभाल और काउंसलिंग।',
    bodyHi:
      'कैनसपोर्ट (CanSupport) की डॉक्टरों, नर्सों और काउंसलरों की टीमें मरीज़ों के घर जाकर दर्द और दूसरी तकलीफ़ें सँभालती हैं और देखभाल करने वालों का साथ देती हैं; यह डे-केयर भी चलाती है और किसी अपने को खोने के दुख में सहारा देती है। पैलिएटिव देखभाल, घर पर देखभाल, देखभाल करने वालों का साथ।',
    title: 'CanSupport',
    summary: 'Home-based palliative care and counselling for people with cancer and their families in Delhi NCR.',
    body: 'CanSupport teams of doctors, nurses and counsellors visit patients at home to manage pain and symptoms and support caregivers, and run day care and bereavement support. Palliative care, home care, caregiver support.',
    url: 'https://cansupport.org',
    kind: 'organisation',
    phone: null,
    source: 'CanSupport: https://cansupport.org',
  },
  {
    slug: 'pallium-india',
    titleHi: 'पैलियम इंडिया (Pallium India)',
    summaryHi: 'पैलिएटिव देखभाल का राष्ट्रीय धर्मार्थ ट्रस्ट: दर्द से राहत, तकलीफ़ों पर क़ाबू, और मरीज़ों व देखभाल करने वालों का साथ।',
    bodyHi:
      'तिरुवनंतपुरम की पैलियम इंडिया (Pallium India) पूरे भारत में पैलिएटिव देखभाल और दर्द से राहत पहुँचाने का काम करती है, स्वास्थ्य कर्मियों को ट्रेनिंग देती है, और लोगों को अपने पास की पैलिएटिव देखभाल सेवाएँ ढूँढने में मदद करती है। साइड इफ़ेक्ट, दर्द, तकलीफ़ों से राहत, देखभाल करने वालों का साथ।',
    title: 'Pallium India',
    summary:
      'National charitable trust for palliative care: pain relief, symptom control and support for patients and caregivers.',
    body: 'Pallium India, based in Thiruvananthapuram, works to make palliative care and pain relief available across India, trains professionals and helps people find palliative care services near them. Side effects, pain, symptom relief, caregiver support.',
    url: 'https://palliumindia.org',
    kind: 'organisation',
    phone: null,
    source: 'Pallium India: https://palliumindia.org',
  },
  {
    slug: 'ncdir-ncrp',
    titleHi: 'ICMR-NCDIR राष्ट्रीय कैंसर रजिस्ट्री कार्यक्रम',
    summaryHi: 'भारतीय आयुर्विज्ञान अनुसंधान परिषद के, भारत के कैंसर के आधिकारिक आँकड़े।',
    bodyHi:
      'बेंगलुरु का राष्ट्रीय रोग सूचना विज्ञान और अनुसंधान केंद्र (NCDIR) राष्ट्रीय कैंसर रजिस्ट्री कार्यक्रम चलाता है, जो भारत में अलग-अलग कैंसर कितने आम हैं, इस पर रिपोर्ट छापता है। ये तथ्य और आँकड़े हैं, आपके लिए डॉक्टर की निजी सलाह नहीं।',
    title: 'ICMR-NCDIR National Cancer Registry Programme',
    summary: 'Official cancer statistics for India from the Indian Council of Medical Research.',
    body: 'The National Centre for Disease Informatics and Research in Bengaluru runs the National Cancer Registry Programme, which publishes reports on how common different cancers are across India. Facts and statistics, not personal medical advice.',
    url: 'https://ncdirindia.org',
    kind: 'organisation',
    phone: null,
    source: 'ICMR-NCDIR: https://ncdirindia.org',
  },
  {
    slug: 'platform-guide',
    titleHi: 'साइट की गाइड',
    summaryHi: 'इस साइट का इस्तेमाल कैसे करें: Forti, फ़ोरम, सहायता समूह, कार्यक्रम, कहानियाँ और आपकी प्रोफ़ाइल।',
    bodyHi:
      'इस साइट पर शुरुआत के लिए क़दम-दर-क़दम गाइड: अपनी प्रोफ़ाइल पूरी करना, Forti से बात करना, चर्चाओं और सहायता समूहों से जुड़ना, कार्यक्रम ढूँढना और अपनी कहानी साझा करना। जिन्हें हाल में कैंसर का पता चला है, उन सदस्यों और देखभाल करने वालों के लिए पहले क़दम।',
    title: 'Platform Guide',
    summary: 'How to use this site: Forti, the forum, support groups, events, stories and your profile.',
    body: 'A step-by-step guide to getting started on this platform: completing your profile, chatting with Forti, joining discussions and support groups, finding events and sharing your story. First steps for newly diagnosed members and caregivers.',
    url: '/docs/platform',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'community-rules',
    titleHi: 'समुदाय के नियम',
    summaryHi:
      'हम इस समुदाय को सबके लिए दयालु, सुरक्षित और निजी कैसे रखते हैं: न कुछ बेचना, न इलाज के दावे, और किसी पोस्ट या सदस्य की रिपोर्ट कहाँ करें।',
    bodyHi:
      'दयालु रहें, दूसरों की गोपनीयता का ध्यान रखें, इलाज के दावे या कुछ भी बेचना मना है, और किसी पोस्ट की रिपोर्ट कैसे करें। फ़ोरम, समूहों या कहानियों में पोस्ट करने से पहले पढ़ें।',
    title: 'Community Rules',
    summary:
      'How we keep this community kind, safe and private for everyone: no selling or medical claims, and where to make a complaint about a post or a member.',
    body: 'Be kind, respect privacy, no medical claims or selling, and how to report a post. Read before posting in the forum, groups or stories.',
    url: '/docs/rules',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'community-hub',
    titleHi: 'समुदाय केंद्र',
    summaryHi:
      'आपसी साथ के लिए दूसरे मरीज़ों, कैंसर से उबर चुके लोगों और देखभाल करने वालों से मिलिए: फ़ोरम, सहायता समूह और समुदाय के कार्यक्रम।',
    bodyHi:
      'समुदाय केंद्र में चर्चा फ़ोरम, सहायता समूह और कार्यक्रम एक जगह मिलते हैं, जहाँ आप कैंसर से उबर चुके लोगों और उन लोगों से जुड़ सकते हैं जो यही सब झेल चुके हैं। आपसी साथ, लोगों से बात, आप अकेले नहीं हैं।',
    title: 'Community Hub',
    summary:
      'Meet other patients, survivors and caregivers for peer support: forums, support groups and community events.',
    body: 'The community hub brings together the discussion forum, support groups and events, where you can connect with survivors and others who have been through the same experience. Peer support, talk to people, not alone.',
    url: '/community',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'discussion-forum',
    titleHi: 'चर्चा फ़ोरम',
    summaryHi: 'अपने जैसे लोगों से सवाल पूछिए और अनुभव बाँटिए: दूसरे मरीज़, कैंसर से उबर चुके लोग और देखभाल करने वाले।',
    bodyHi:
      'कैंसर का पता चलने, इलाज और साइड इफ़ेक्ट, देखभाल, मन के सहारे और कैंसर के साथ रोज़ की ज़िंदगी पर बातचीत। चाहें तो गुमनाम रूप से पोस्ट करें। कैंसर से उबर चुके लोगों और अपने जैसे दूसरों से जुड़ें।',
    title: 'Discussion Forum',
    summary: 'Ask questions and share experiences with your peers: other patients, survivors and caregivers.',
    body: 'Topics on diagnosis, treatment and side effects, caregiving, emotional support and daily life with cancer. Post anonymously if you prefer. Connect with survivors and peers.',
    url: '/forum',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'survivor-stories',
    titleHi: 'कैंसर से उबर चुके लोगों की कहानियाँ',
    summaryHi: 'समुदाय के सदस्यों की साझा की हुई उम्मीद और हिम्मत की सच्ची कहानियाँ।',
    bodyHi:
      'पढ़िए कि कैंसर से उबर चुके लोगों और देखभाल करने वालों ने कैंसर का पता चलने, इलाज, साइड इफ़ेक्ट, डर और ठीक होने का सामना कैसे किया, और अपनी कहानी भी साझा कीजिए। उन लोगों से जुड़ें जो इस दौर से गुज़र चुके हैं।',
    title: 'Survivor Stories',
    summary: 'Real stories of hope and courage shared by members of the community.',
    body: 'Read how survivors and caregivers faced diagnosis, treatment, side effects, fear and recovery, and share your own story. Connect with survivors who have been through it.',
    url: '/stories',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'support-groups',
    titleHi: 'सहायता समूह',
    summaryHi: 'मरीज़ों, कैंसर से उबर चुके लोगों और देखभाल करने वालों के छोटे समूह, एक-दूसरे का सहारा बनने के लिए।',
    bodyHi:
      'कैंसर के प्रकार, अपनी भूमिका (देखभाल करने वाले, कैंसर से उबर चुके लोग) या शहर के हिसाब से किसी सहायता समूह से जुड़िए, और उन लोगों से बात कीजिए जो आपकी बात समझते हैं। आपसी साथ, अकेलापन, देखभाल करने वालों पर बोझ।',
    title: 'Support Groups',
    summary: 'Small peer groups for patients, survivors and caregivers to support each other.',
    body: 'Join a support group by cancer type, by role (caregivers, survivors) or by city, and talk with people who understand. Peer support, loneliness, caregiver strain.',
    url: '/support-groups',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'contact-us',
    titleHi: 'हमसे संपर्क करें',
    summaryHi:
      'सवाल, सुझाव या परेशानी के लिए इस साइट की टीम को लिखिए, अपने खाते के बारे में भी: साइन इन, आपका डेटा, या उसे मिटाना।',
    bodyHi:
      'साइट, अपने खाते, गोपनीयता या साझेदारी के बारे में सवालों के लिए संपर्क फ़ॉर्म भरें। यह इलाज की इमरजेंसी के लिए नहीं है: 112 या 108 पर कॉल करें।',
    title: 'Contact Us',
    summary:
      'Write to the team behind this site with questions, feedback or problems, including your account: signing in, your data, or deleting it.',
    body: 'Use the contact form for questions about the platform, your account, privacy or partnerships. Not for medical emergencies: call 112 or 108.',
    url: '/contact',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'support-us',
    titleHi: 'हमारा साथ दें',
    summaryHi: 'इस साइट को चलाते रहने के लिए अपनी मर्ज़ी से साथ देने के स्तर; यह दान नहीं है और इस पर टैक्स की छूट नहीं मिलती।',
    bodyHi: 'सहयोगी, समर्थक और संरक्षक स्तर, या ₹500 से अपनी मर्ज़ी की कोई भी रक़म, इस साइट को चलाते रहने में मदद करते हैं।',
    title: 'Support Us',
    summary: 'Voluntary support tiers that keep this platform running; not a donation and not tax-exempt.',
    body: 'Supporter, Advocate and Patron tiers, or a custom amount from ₹500, help keep this platform running.',
    url: '/support',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
];
