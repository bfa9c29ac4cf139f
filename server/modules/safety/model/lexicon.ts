import { normalise } from '../normalise.js';

/**
 * Ideas, not phrases: each concept names one idea that a crisis counsellor or an oncology triage
 * nurse listens for, with the words people use for it in English, Hindi (Devanagari) and romanised
 * Hindi. A word ending in `*` matches any word it begins ('bleed*' = bleeding, bleeds). Entries are
 * written as people spell them and folded here the way messages are (normalise.ts), so one entry
 * covers 'zindagi', 'jindgi' and 'ज़िंदगी'. The model (features.ts) reads the concepts found in a
 * message, and pairs of them, beside its words: a concept learnt from one script is known in the
 * others.
 */
export const CONCEPTS: Record<string, string[]> = {
  // --- the person themselves
  SELF: ['i', 'me', 'my', 'myself', 'maine', 'mainne', 'apna', 'apni', 'apne', 'मैंने', 'अपना', 'अपनी', 'अपने', 'im', 'ive', 'id', 'mai', 'mujhe', 'mera', 'meri', 'mere', 'khud', 'apne aap', 'apni jaan', 'मैं', 'मुझे', 'मेरा', 'मेरी', 'मेरे', 'खुद', 'अपने आप', 'हम', 'humko', 'hame'],
  // --- Columbia: wish to be dead, thoughts, method, intent, plan, preparation
  DEATH: ['postmortem', 'suicide clause', 'bachna nahi', 'bachna hi nahi', 'jaan chali', 'stop the heart', 'heart stop', 'zinda', 'jinda', 'zinda hu', 'बचना नहीं', 'बचना ही नहीं', 'जान चली', 'ज़िंदा', 'जिंदा', 'साँस रुक', 'सांस रुक', 'saans ruk', 'die', 'dying', 'death', 'dead', 'suicid*', 'unaliv*', 'kill myself', 'end my life', 'end it', 'end it all', 'end everything', 'take my life', 'take my own life', 'mar', 'marna', 'marne', 'mar jau', 'mar jaun', 'mar jaungi', 'mar jaunga', 'mar jaye', 'mar jau to', 'maut', 'mout', 'mrityu', 'atmahatya', 'aatmhatya', 'khudkushi', 'khudkhushi', 'jaan de', 'jaan dena', 'jaan de du', 'jaan de dun', 'jaan le lu', 'jaan le lun', 'khud ko khatam', 'sab khatam', 'khatam kar', 'khatam kar du', 'khatam kar dun', 'मर', 'मरना', 'मरने', 'मर जाऊं', 'मर जाऊँ', 'मर जाऊंगी', 'मर जाऊंगा', 'मौत', 'मृत्यु', 'आत्महत्या', 'खुदकुशी', 'जान दे', 'जान दे दूं', 'जान ले लूं', 'खुद को खत्म', 'सब खत्म', 'खत्म कर दूं', 'खत्म कर दूँ'],
  ENDING: ['ja sakta hu', 'ja sakti hu', 'chale jaaye', 'chale jaye', 'chala jaunga', 'chali jaungi', 'nahi aaunga', 'nahi aaungi', 'ab nahi aaunga', 'ab nahi aaungi', 'woke up', 'wake up', 'jee nahi', 'ek hi baar me', 'intezaar nahi', 'wont be here', 'not be around', 'wasnt around', 'not around', 'ab nahi', 'no more', 'जा सकता हूं', 'जा सकती हूं', 'चले जाएं', 'नहीं आऊंगा', 'नहीं आऊंगी', 'नहीं आऊँगा', 'नहीं आऊँगी', 'अब नहीं', 'जी नहीं', 'इंतज़ार नहीं', 'not wake up', 'never wake up', 'dont wake up', 'wont wake up', 'sleep forever', 'go to sleep forever', 'disappear', 'vanish', 'be gone', 'no more me', 'leave this world', 'gone for good', 'over for good', 'be over', 'stop existing', 'not exist', 'na uthu', 'na uthun', 'na uthoon', 'subah na ho', 'hamesha ke liye so', 'hamesha ke liye', 'duniya chhod', 'duniya se chal', 'is duniya se', 'chala jau', 'chali jau', 'chala jaun', 'chali jaun', 'gayab ho', 'na rahu', 'na rahun', 'na rahoon', 'khatam ho jaye', 'sab khatam ho', 'सुबह न हो', 'न उठूं', 'न उठूँ', 'हमेशा के लिए', 'दुनिया छोड़', 'इस दुनिया से', 'चली जाऊं', 'चला जाऊं', 'चली जाऊँ', 'गायब हो', 'न रहूं', 'न रहूँ', 'सब खत्म हो जाए', 'खत्म हो जाए'],
  LIFE: ['life', 'living', 'alive', 'live', 'jeena', 'jeene', 'jina', 'jine', 'zindagi', 'jivan', 'jeevan', 'jaan', 'जीना', 'जीने', 'ज़िंदगी', 'जिंदगी', 'जीवन', 'जान'],
  WISH: ['hoping', 'keep hoping', 'i keep hoping', 'disappointed', 'angry that', 'gussa aata hai ki', 'want', 'wanted', 'wish', 'wanna', 'hope', 'pray', 'praying', 'rather', 'longing', 'chahta', 'chahti', 'chahte', 'chahiye', 'man karta', 'mann karta', 'man karta hai', 'jee karta', 'dil karta', 'kash', 'kaash', 'इच्छा', 'चाहता', 'चाहती', 'चाहते', 'मन करता', 'दिल करता', 'जी करता', 'काश', 'dua', 'दुआ', 'prarthana', 'प्रार्थना'],
  GOD: ['god', 'bhagwan', 'bhagvan', 'ishwar', 'prabhu', 'allah', 'rab', 'uparwala', 'upar wala', 'upar wale', 'uparwale', 'waheguru', 'mata rani', 'thakur ji', 'bholenath', 'krishna', 'ram ji', 'sai baba', 'jesus', 'lord', 'भगवान', 'ईश्वर', 'प्रभु', 'अल्लाह', 'रब', 'ऊपरवाले', 'ऊपर वाले', 'ऊपरवाला', 'माता रानी', 'वाहेगुरु', 'ठाकुर जी', 'भोलेनाथ'],
  TAKE_ME: ['take me', 'take me away', 'call me', 'call me back', 'come for me', 'utha le', 'utha lo', 'utha lein', 'uthale', 'bula le', 'bula lo', 'bulale', 'apne paas', 'apne pas', 'le ja', 'le jao', 'le chalo', 'उठा ले', 'उठा लो', 'बुला ले', 'बुला लो', 'अपने पास', 'ले जा', 'ले जाओ', 'मुक्ति', 'mukti', 'moksh', 'release me', 'free me'],
  JOIN_DEAD: ['tere paas', 'aayegi tere paas', 'aaungi tere paas', 'nana ke paas', 'nani ke paas', 'be with her', 'be with him', 'go to him', 'go to her', 'तेरे पास', 'नाना के पास', 'नानी के पास', 'join him', 'join her', 'join them', 'be with him again', 'be with her again', 'be with them', 'see him again soon', 'see her again soon', 'unke paas', 'unke pas', 'uske paas', 'papa ke paas', 'maa ke paas', 'mummy ke paas', 'unke paas jaana', 'unke paas chali', 'उनके पास', 'उसके पास', 'पापा के पास', 'माँ के पास', 'मां के पास'],
  BURDEN: ['burden', 'a load', 'weight on', 'better off without me', 'without me', 'waste of money', 'wasting money', 'bojh', 'boj', 'mere bina', 'bina mere', 'mere bagair', 'paisa barbad', 'paise barbad', 'kharcha', 'बोझ', 'मेरे बिना', 'बिना मेरे', 'पैसा बर्बाद', 'पैसे बर्बाद', 'खर्चा', 'relieved if', 'sukhi rahenge', 'sukhi rahege', 'सुखी रहेंगे', 'chain se', 'चैन से'],
  HOPELESS: ['no point', 'no reason', 'pointless', 'meaningless', 'hopeless', 'no hope', 'no future', 'cant take', 'cannot take', 'cant bear', 'cant go on', 'cannot go on', 'done with', 'tired of', 'fed up', 'give up', 'giving up', 'koi fayda', 'kya fayda', 'koi matlab', 'kya matlab', 'bekar', 'bekaar', 'umeed nahi', 'ummeed nahi', 'himmat nahi', 'bardasht nahi', 'sahan nahi', 'seh nahi', 'thak gaya', 'thak gayi', 'thak chuka', 'thak chuki', 'haar gaya', 'haar gayi', 'कोई फायदा', 'क्या फायदा', 'कोई मतलब', 'क्या मतलब', 'बेकार', 'उम्मीद नहीं', 'हिम्मत नहीं', 'बर्दाश्त नहीं', 'सहन नहीं', 'सह नहीं', 'थक गया', 'थक गई', 'थक गयी', 'थक चुका', 'थक चुकी', 'हार गया', 'हार गई'],
  MEANS_PLACE: ['ghaat', 'ghat', 'gehra', 'deep water', 'tubewell', 'tube well', 'kothi', 'घाट', 'गहरा', 'ट्यूबवेल', 'railway', 'rail line', 'railway line', 'railway track', 'track*', 'train', 'patri', 'patriyon', 'terrace', 'roof', 'rooftop', 'chhat', 'chat se', 'building', 'floor', 'balcony', 'window', 'khidki', 'bridge', 'pul', 'river', 'nadi', 'canal', 'nahar', 'well', 'kuan', 'kuwa', 'sea', 'samundar', 'पटरी', 'पटरियों', 'रेल', 'ट्रेन', 'छत', 'बिल्डिंग', 'मंजिल', 'बालकनी', 'खिड़की', 'पुल', 'नदी', 'नहर', 'कुआं', 'कुएं', 'समुंदर'],
  MEANS_OBJECT: ['spray', 'insulin', 'syringe', 'air into', 'agarbatti', 'compass', 'cylinder', 'gas ka cylinder', 'injection', 'zeher ka injection', 'poori sheeshi', 'puri shishi', 'whole bottle', 'whole strip', 'full bottle', 'patte', 'strip', 'इंसुलिन', 'सिरिंज', 'अगरबत्ती', 'कंपास', 'सिलेंडर', 'इंजेक्शन', 'शीशी', 'पत्ते', 'fan', 'ceiling fan', 'pankha', 'dupatta', 'chunni', 'rope', 'rassi', 'noose', 'phanda', 'fanda', 'saree', 'sari', 'pesticide', 'keetnashak', 'kitnashak', 'poison', 'zeher', 'zehar', 'jahar', 'jeher', 'kerosene', 'mitti ka tel', 'petrol', 'acid', 'tezab', 'tezaab', 'phenyl', 'harpic', 'toilet cleaner', 'rat poison', 'chuha mar', 'hair dye', 'sleeping pill*', 'sleeping tablet*', 'neend ki goli', 'neend ki goliyan', 'neend ki dawai', 'tablets', 'tablet', 'pills', 'goli', 'goliyan', 'goliya', 'blade', 'razor', 'knife', 'chaku', 'chhuri', 'gas cylinder', 'पंखा', 'पंखे', 'दुपट्टा', 'चुन्नी', 'रस्सी', 'फंदा', 'साड़ी', 'कीटनाशक', 'ज़हर', 'जहर', 'केरोसिन', 'मिट्टी का तेल', 'पेट्रोल', 'तेज़ाब', 'फिनाइल', 'नींद की गोली', 'नींद की गोलियां', 'गोली', 'गोलियां', 'गोलियाँ', 'ब्लेड', 'चाकू', 'छुरी'],
  HOARD: ['bacha rahi', 'bacha raha', 'bachake', 'bacha ke', 'ikatthi', 'kaafi ho gayi', 'kafi ho gayi', 'enough now', 'mile', 'found', 'hidden inside', 'बचा रही', 'बचा रहा', 'काफ़ी हो गई', 'काफी हो गई', 'saving', 'saved', 'collecting', 'collected', 'stockpil*', 'kept aside', 'put aside', 'hidden', 'hiding', 'hid', 'stash*', 'enough', 'jama', 'jama kar', 'jama ki', 'ikattha', 'ikatha', 'chhupa', 'chupa', 'chhupai', 'bacha ke', 'bacha kar', 'sambhal ke rakh', 'इकट्ठा', 'इकट्ठी', 'जमा', 'छुपा', 'छुपाई', 'छुपा कर', 'बचा कर', 'बचाकर', 'संभाल कर रखी'],
  OVERDOSE_Q: ['how many', 'how much', 'too much', 'too many', 'overdose', 'fatal', 'lethal', 'enough to', 'kitni', 'kitne', 'kitna', 'zyada', 'jyada', 'ek saath', 'ek sath', 'sab ek saath', 'कितनी', 'कितने', 'कितना', 'ज़्यादा', 'ज्यादा', 'एक साथ', 'ओवरडोज'],
  PREP: ['delete kar dena', 'delete my account', 'account delete', 'naam kar diya', 'naam kar di', 'transferred', 'nipta', 'nipta dunga', 'vaada', 'promise', 'promised', 'mithai', 'apologise', 'apologize', 'who will take care', 'kaun sambhalega', 'pack kar', 'bhej diya', 'नाम कर दिया', 'निपटा', 'निपटा दूंगा', 'वादा', 'कौन संभालेगा', 'मिठाई', 'बांट', 'बाँट', 'baant', 'baant di', 'will', 'my will', 'vasiyat', 'wasiyat', 'papers', 'documents', 'passwords', 'pin', 'bank details', 'insurance', 'policy', 'give away', 'gave away', 'giving away', 'de diya', 'de di', 'de diye', 'de dunga', 'de dungi', 'goodbye', 'bye', 'alvida', 'last message', 'last time', 'aakhri', 'akhri', 'farewell', 'letter*', 'chitthi', 'note', 'after me', 'after im gone', 'when im gone', 'mere baad', 'mere jane ke baad', 'take care of', 'look after', 'khayal rakhna', 'sambhal lena', 'sambhalna', 'forgive me', 'maaf karna', 'maaf kar dena', 'sorry for everything', 'thank you for everything', 'shukriya sabka', 'sab ka shukriya', 'in order', 'settled', 'sorted', 'ready', 'वसीयत', 'कागज़', 'कागज', 'दे दी', 'दे दिया', 'दे दिए', 'दे दूंगी', 'अलविदा', 'आखिरी', 'चिट्ठी', 'मेरे बाद', 'मेरे जाने के बाद', 'ख्याल रखना', 'संभाल लेना', 'माफ करना', 'माफ़ करना', 'माफ कर देना', 'शुक्रिया'],
  CALM_DECIDED: ['plan bana liya', 'plan', 'planning', 'tareeka', 'tarika', 'tareeke', 'kaise aur kab', 'how and when', 'when and how', 'din pakka', 'shanti se', 'halka', 'lighter', 'feels lighter', 'very calm', 'bahut shaant', 'shaant', 'प्लान', 'तरीका', 'तरीक़ा', 'कैसे और कब', 'शांति से', 'हल्का', 'शांत', 'decided', 'decision', 'made up my mind', 'mind is made up', 'at peace', 'peace now', 'calm now', 'finally calm', 'feel calm', 'no more pain soon', 'soon it will be over', 'faisla', 'faisala', 'tay kar', 'tay kar liya', 'sochh liya', 'soch liya', 'thaan liya', 'sukoon', 'sukun', 'shanti', 'फैसला', 'तय कर', 'तय कर लिया', 'सोच लिया', 'ठान लिया', 'सुकून', 'शांति'],
  WHEN_PLAN: ['tonight', 'tomorrow', 'this week', 'soon', 'when everyone sleeps', 'aaj raat', 'kal', 'jaldi', 'sab so jayenge', 'sab sone ke baad', 'आज रात', 'कल', 'जल्दी', 'सब सो जाएंगे'],
  STOP_TREAT: ['skipping', 'skipped', 'nahi gayi', 'nahi gaya', 'band kiya', 'band kar diya', 'dialysis nahi', 'mana kar', 'mana kar dunga', 'mana kar dungi', 'refuse', 'refused', 'khana peena chhod', 'phenk di', 'phenk diya', 'threw away', 'cancel', 'cancelled', 'not going', 'बंद किया', 'बंद कर दिया', 'मना कर', 'फेंक दी', 'फेंक दिया', 'खाना पीना छोड़', 'stop treatment', 'stop chemo', 'stopping chemo', 'no more chemo', 'refuse treatment', 'stop taking', 'stopped taking', 'stop eating', 'stopped eating', 'ilaj band', 'ilaaj band', 'dawai band', 'dawa band', 'dawai nahi', 'dawa nahi', 'khana chhod', 'khana band', 'इलाज बंद', 'दवाई बंद', 'दवा बंद', 'दवाई नहीं', 'खाना छोड़', 'खाना बंद'],
  SELF_INJ: ['daag', 'daagna', 'daag rahi', 'cuts', 'kaata', 'jalti', 'nishaan', 'nishan', 'marks', 'blisters', 'scars', 'head on the wall', 'slap', 'slapped', 'दाग', 'दाग़', 'निशान', 'छाले', 'cut', 'cuts', 'cutting', 'scratch*', 'burn myself', 'burned myself', 'burnt myself', 'hit myself', 'hitting myself', 'bang my head', 'banged my head', 'punch*', 'hurt myself', 'hurting myself', 'harm myself', 'self harm', 'selfharm', 'bleed', 'blood', 'skin', 'arm', 'arms', 'wrist', 'thigh', 'nails', 'kaat', 'kaata', 'kaati', 'kat liya', 'kaat liya', 'kaat li', 'noch', 'nocha', 'nochti', 'jalaya', 'jala liya', 'khud ko mara', 'khud ko maara', 'khud ko maarti', 'sar patak', 'sir patak', 'deewar', 'diwar', 'nas', 'kalai', 'काट', 'काटा', 'काटी', 'काट लिया', 'नोच', 'नोचा', 'जलाया', 'जला लिया', 'खुद को मारा', 'सिर पटक', 'सर पटक', 'दीवार', 'नस', 'कलाई', 'चोट'],
  // --- what spares a message
  PROTECTIVE: ['want to live', 'want to fight', 'will fight', 'going to fight', 'keep fighting', 'keep me going', 'keeps me going', 'for my kids', 'for my children', 'for my family', 'wont give up', 'not giving up', 'never give up', 'i will beat', 'beat this', 'jeena hai', 'jeena chahti', 'jeena chahta', 'ladungi', 'ladunga', 'ladna hai', 'haar nahi', 'haar nahi manungi', 'haar nahi manunga', 'bachon ke liye', 'bachchon ke liye', 'जीना है', 'जीना चाहती', 'जीना चाहता', 'लड़ूंगी', 'लड़ूंगा', 'लड़ना है', 'हार नहीं', 'बच्चों के लिए', 'परिवार के लिए'],
  NEG: ['not', 'no', 'never', 'dont', 'didnt', 'wont', 'nahi', 'na', 'mat', 'kabhi nahi', 'नहीं', 'ना', 'मत', 'कभी नहीं'],
  PAST_TENSE: ['was', 'were', 'had', 'used to', 'tha', 'thi', 'thin', 'था', 'थी', 'थे', 'थीं'],
  DISTANT: ['years ago', 'year ago', 'months ago', 'last year', 'back then', 'used to', 'those days', 'in 2019', 'in 2020', 'in 2021', 'in 2022', 'in 2023', 'saal pehle', 'sal pehle', 'mahine pehle', 'pichle saal', 'un dino', 'us waqt', 'us samay', 'साल पहले', 'महीने पहले', 'पिछले साल', 'उन दिनों', 'उस वक्त', 'उस समय', 'back in'],
  PAST: ['ago', 'years ago', 'months ago', 'last year', 'back then', 'used to', 'at that time', 'that time', 'once', 'those days', 'pehle', 'saal pehle', 'mahine pehle', 'us waqt', 'us samay', 'tab', 'un dino', 'पहले', 'साल पहले', 'महीने पहले', 'उस वक्त', 'उस समय', 'तब', 'उन दिनों'],
  RECOVERY: ['now i', 'today i', 'better now', 'fine now', 'recovered', 'survivor', 'grateful', 'thankful', 'glad', 'happy', 'remission', 'cancer free', 'ned', 'celebrat*', 'got help', 'counsell*', 'therapy', 'therapist', 'helped me', 'came out', 'so glad', 'blessed', 'ab theek', 'ab thik', 'ab main', 'ab mai', 'khush', 'shukr', 'shukar', 'shukriya', 'umeed', 'ummeed', 'ab ठीक', 'अब ठीक', 'अब मैं', 'खुश', 'शुक्र', 'उम्मीद', 'ठीक हूं', 'ठीक हूँ', 'theek hu'],
  OTHER: ['he', 'she', 'him', 'her', 'his', 'they', 'them', 'vo', 'woh', 'usne', 'unhone', 'unka', 'uska', 'uski', 'friend', 'dost', 'uncle', 'aunty', 'neighbour', 'neighbor', 'padosi', 'someone', 'somebody', 'kisi', 'वो', 'उसने', 'उन्होंने', 'उनका', 'उसका', 'उसकी', 'दोस्त', 'पड़ोसी', 'किसी'],
  MEDIA: ['news', 'article', 'movie', 'film', 'serial', 'show', 'book', 'novel', 'character', 'study', 'survey', 'report', 'statistic*', 'data', 'percent', 'khabar', 'akhbar', 'newspaper', 'खबर', 'अखबार', 'फिल्म', 'सीरियल', 'रिपोर्ट', 'प्रतिशत', 'फीसदी'],
  QUOTE: ['said', 'says', 'told', 'used to say', 'bola', 'boli', 'bole', 'kaha', 'kehte', 'kehti', 'बोला', 'बोली', 'कहा', 'कहते', 'कहती'],
  JOKE: ['lol', 'lmao', 'rofl', 'haha', 'hahaha', 'hehe', 'jk', 'joke', 'joking', 'kidding', 'mazak', 'mazaak', 'majak', 'मज़ाक', 'मजाक', '😂', '🤣', '😆', '😅', '😜'],
  IDIOM: ['rather die than', 'would rather die', 'dying to', 'dying for', 'killing me', 'kill me now', 'bored to death', 'boredom', 'traffic', 'exam', 'exams', 'boss', 'mother in law', 'saas', 'hasi', 'hassi', 'haste haste', 'hanste hanste', 'maar dalega', 'mar gaye', 'marr gaye', 'हंसते हंसते', 'मार डालेगा'],
  GRIEF: ['passed away', 'passed on', 'lost my', 'we lost', 'death anniversary', 'barsi', 'guzar gaye', 'guzar gayi', 'nahi rahe', 'nahi rahi', 'swargwas', 'swargvas', 'chal base', 'rip', 'miss him', 'miss her', 'गुजर गए', 'गुज़र गए', 'नहीं रहे', 'नहीं रही', 'स्वर्गवास', 'चल बसे', 'बरसी'],
  CARE_PLAN: ['palliative', 'hospice', 'dnr', 'pain management', 'comfort care', 'family meeting', 'doctor discussed', 'oncologist', 'advised', 'counsellor advised', 'memory box', 'journal', 'diary', 'पैलिएटिव'],
  FAITH_HOPE: ['pray for healing', 'give me strength', 'himmat de', 'shakti de', 'theek kar de', 'bless', 'blessings', 'hope', 'हिम्मत दे', 'शक्ति दे', 'ठीक कर दे', 'आशीर्वाद'],
  QUESTION: ['what is', 'what are', 'when should', 'is it normal', 'normal', 'should we worry', 'how to', 'any tips', 'tips', 'kya hota', 'kab', 'kaise', 'kya yeh normal', 'chinta ki baat', 'क्या होता', 'कब', 'कैसे', 'नॉर्मल', 'सामान्य', '?'],
  // --- oncology triage (UKONS 24-hour triage tool's red flags)
  CHEMO: ['chemo', 'chemotherapy', 'kimo', 'kemo', 'cycle', 'infusion', 'immunotherapy', 'drip', 'dose', 'session', 'radiation', 'radiotherapy', 'sikai', 'कीमो', 'कीमोथेरेपी', 'साइकिल', 'डोज़', 'सिकाई', 'रेडिएशन'],
  NEUTRO: ['neutropenia', 'neutropenic', 'wbc', 'white count', 'tlc', 'anc', 'neutrophil*', 'counts low', 'low counts', 'immunity low', 'डब्ल्यूबीसी'],
  FEVER: ['fever', 'feverish', 'temp', 'temperature', 'bukhar', 'bukhaar', 'tap', 'taap', 'badan garam', 'body hot', 'body burning', 'burning up', 'jal raha', 'tapa', 'tap raha', 'chills', 'shiver*', 'shaking', 'rigor*', 'kaanp', 'kanp', 'kapkapi', 'thand lag', 'thandi lag', 'बुखार', 'ताप', 'तापमान', 'बदन गरम', 'शरीर गरम', 'जल रहा', 'तप रहा', 'कांप', 'कंपकंपी', 'ठंड लग', 'ठंड लगना', 'थर्मामीटर', 'thermometer'],
  BLEED: ['bleed*', 'blood', 'bloody', 'khoon', 'khun', 'rakt', 'gums', 'masoode', 'masude', 'nose', 'naak se', 'black stool', 'black potty', 'kali potty', 'kaali potty', 'tarry', 'blood vomit', 'khoon ki ulti', 'bruise*', 'neel', 'red spots', 'purple spots', 'petechia*', 'खून', 'रक्त', 'मसूड़े', 'मसूड़ों', 'नाक से', 'काली पॉटी', 'काली टट्टी', 'नील', 'लाल दाने', 'लाल धब्बे'],
  HEAVY: ['not stopping', 'wont stop', 'doesnt stop', 'keeps coming', 'keeps bleeding', 'soaked', 'soaking', 'bucket', 'lots of', 'a lot of', 'so much', 'clot*', 'towel', 'pads', 'ruk nahi', 'ruk hi nahi', 'rukta nahi', 'rukti nahi', 'band nahi', 'balti', 'bahut sara', 'bahut zyada', 'bhig', 'bheeg', 'thakke', 'रुक नहीं', 'रुकता नहीं', 'रुक ही नहीं', 'बंद नहीं', 'बाल्टी', 'बहुत सारा', 'बहुत ज़्यादा', 'भीग', 'थक्के', 'कपड़ा'],
  PLATELET: ['platelet*', 'plt', 'pletlet*', 'pletelet*', 'count', 'counts', 'cbc', 'प्लेटलेट', 'प्लेटलेट्स', 'काउंट'],
  SEIZURE: ['seizure*', 'fit', 'fits', 'convuls*', 'jerk*', 'shaking all over', 'foam', 'frothing', 'stiff', 'eyes rolled', 'eyes rolling', 'jhatke', 'jhatka', 'daura', 'dora', 'mirgi', 'jhaag', 'akad', 'aankhe upar', 'aankhen upar', 'झटके', 'झटका', 'दौरा', 'मिर्गी', 'झाग', 'अकड़', 'आंखें ऊपर', 'आँखें ऊपर'],
  UNCONSCIOUS: ['unconscious', 'fainted', 'faint', 'collapsed', 'collapse', 'passed out', 'unresponsive', 'not responding', 'wont wake', 'cant wake', 'not waking', 'hard to wake', 'behosh', 'hosh nahi', 'hosh me nahi', 'gir gaye', 'gir gayi', 'utha nahi', 'uth nahi', 'jaag nahi', 'बेहोश', 'होश नहीं', 'होश में नहीं', 'गिर गए', 'गिर गई', 'उठ नहीं', 'जाग नहीं', 'जवाब नहीं'],
  DROWSY: ['drowsy', 'sleepy', 'sleeping all day', 'very sleepy', 'limp', 'floppy', 'groggy', 'neend me', 'neend hi', 'sust', 'dheela', 'सुस्त', 'नींद में', 'ढीला', 'ऊंघ'],
  CONFUSED: ['confused', 'confusion', 'disoriented', 'not making sense', 'talking nonsense', 'doesnt recognise', 'not recognising', 'didnt recognise', 'strange things', 'behaving strangely', 'pehchan nahi', 'pehchaan nahi', 'ulta seedha', 'ulti seedhi', 'ajeeb baatein', 'ajeeb baate', 'behki', 'bahki', 'bakwas', 'पहचान नहीं', 'उल्टा सीधा', 'उल्टी सीधी', 'अजीब बातें', 'बहकी', 'बहकी बहकी'],
  STROKE: ['one side', 'left side', 'right side', 'face drooping', 'face droop*', 'mouth drooping', 'slurr*', 'speech', 'words not coming', 'cant speak', 'cant talk', 'numb', 'numbness', 'paralys*', 'cant lift', 'weak arm', 'arm weak', 'ek taraf', 'ek side', 'muh tedha', 'munh tedha', 'muh tirchha', 'zuban', 'juban', 'ladkhada', 'bol nahi', 'bolne me', 'haath nahi uth', 'hath nahi uth', 'sunn', 'lakwa', 'lakva', 'एक तरफ', 'मुंह टेढ़ा', 'मुँह टेढ़ा', 'ज़ुबान', 'जुबान', 'लड़खड़ा', 'बोल नहीं', 'हाथ नहीं उठ', 'सुन्न', 'लकवा'],
  BACK_LEGS: ['back pain', 'backache', 'spine', 'lower back', 'legs weak', 'leg weak', 'legs numb', 'cant walk', 'cannot walk', 'unable to walk', 'cant stand', 'legs giving way', 'tingling', 'pins and needles', 'kamar', 'kamar dard', 'peeth', 'reedh', 'pair', 'pairon', 'tangen', 'taange', 'chal nahi', 'khade nahi', 'jhunjhuni', 'कमर', 'कमर दर्द', 'पीठ', 'रीढ़', 'पैर', 'पैरों', 'टांगें', 'चल नहीं', 'खड़े नहीं', 'झुनझुनी'],
  CONTINENCE: ['control', 'leaking', 'wet himself', 'wet herself', 'incontinen*', 'cant hold', 'passed urine in bed', 'kabu nahi', 'kaabu nahi', 'pata nahi chala', 'apne aap nikal', 'कंट्रोल', 'काबू नहीं', 'अपने आप निकल'],
  URINE: ['urine', 'pee', 'peed', 'peeing', 'urinat*', 'pesab', 'peshab', 'pishab', 'paishab', 'toilet', 'bathroom', 'पेशाब', 'टॉयलेट', 'मूत्र'],
  BREATH: ['breath*', 'breathless', 'breathing', 'gasping', 'gasp', 'cant breathe', 'short of breath', 'choking', 'choke', 'airway', 'wheez*', 'suffocat*', 'oxygen', 'spo2', 'saturation', 'sats', 'lips blue', 'blue lips', 'lips turning blue', 'saans', 'sans', 'saas', 'saans phool', 'hanf', 'haanf', 'dam ghut', 'ghut', 'ghutan', 'neele hoth', 'nile hoth', 'सांस', 'साँस', 'सांस फूल', 'हांफ', 'दम घुट', 'घुटन', 'नीले होंठ', 'ऑक्सीजन'],
  CHEST: ['chest', 'chest pain', 'heart', 'seena', 'seene', 'chhati', 'chati', 'dil', 'सीना', 'सीने', 'छाती', 'दिल'],
  VOMIT: ['vomit*', 'throwing up', 'threw up', 'puking', 'cant keep', 'cannot keep', 'nothing stays', 'not even water', 'even water', 'ulti', 'ultiyan', 'ultiya', 'tik nahi', 'tikta nahi', 'pani bhi', 'paani bhi', 'उल्टी', 'उल्टियां', 'उल्टियाँ', 'टिक नहीं', 'टिकता नहीं', 'पानी भी'],
  DIARRHOEA: ['diarrh*', 'loose motion*', 'loose stool*', 'watery stool*', 'motions', 'dast', 'potty', 'patli potty', 'latrine', 'stool', 'दस्त', 'पॉटी', 'पतली', 'लूज़ मोशन', 'लूज मोशन', 'टट्टी'],
  OBSTRUCT: ['belly swollen', 'swollen belly', 'stomach swollen', 'bloated', 'distended', 'tight belly', 'hard belly', 'no gas', 'not passed gas', 'no stool', 'not passed stool', 'constipat*', 'pet phool', 'pet fool', 'pet sakht', 'pet tight', 'gas nahi', 'potty nahi', 'latrine nahi', 'पेट फूल', 'पेट सख्त', 'पेट टाइट', 'गैस नहीं', 'पॉटी नहीं'],
  HEAD: ['headache', 'head pain', 'head hurts', 'worst headache', 'head exploding', 'sir dard', 'sar dard', 'sir me dard', 'sar me dard', 'sir fat', 'sar fat', 'सिर दर्द', 'सर दर्द', 'सिर में दर्द', 'सिर फट', 'सर फट'],
  SUDDEN: ['sudden', 'suddenly', 'all of a sudden', 'out of nowhere', 'achanak', 'ekdam', 'ek dam', 'अचानक', 'एकदम', 'एक दम'],
  LINE: ['port', 'picc', 'line', 'catheter', 'chemo port', 'cannula', 'central line', 'hickman', 'site', 'पोर्ट', 'पिक', 'लाइन', 'कैथेटर'],
  INFLAMED: ['red', 'redness', 'swollen', 'swelling', 'pus', 'oozing', 'hot to touch', 'warm to touch', 'red streak', 'red line', 'laal', 'lal', 'sujan', 'soojan', 'suja', 'pas', 'mavad', 'garam', 'लाल', 'लालिमा', 'सूजन', 'सूजा', 'मवाद', 'गरम'],
  OPIOID: ['morphine', 'tramadol', 'fentanyl', 'patch', 'opioid*', 'oxycodone', 'tapentadol', 'methadone', 'painkiller*', 'pain killer', 'मॉर्फिन', 'मार्फिन', 'ट्रामाडोल', 'पेनकिलर', 'दर्द की दवा', 'dard ki dawa', 'dard ki goli'],
  PUPILS_SLOW: ['pinpoint', 'pupils', 'tiny pupils', 'breathing slow', 'slow breathing', 'breaths a minute', 'snoring', 'saans dheemi', 'dheere saans', 'पुतली', 'धीमी सांस', 'सांस धीमी'],
  DEHYDRATION: ['dehydrat*', 'dry mouth', 'sunken eyes', 'dizzy', 'dizziness', 'chakkar', 'kamzori', 'pani ki kami', 'चक्कर', 'कमज़ोरी', 'कमजोरी', 'पानी की कमी'],
  PAIN_SEVERE: ['severe pain', 'unbearable pain', 'worst pain', 'screaming', 'crying in pain', 'tadap', 'tadap raha', 'tadap rahi', 'chilla', 'bahut dard', 'तड़प', 'चिल्ला', 'बहुत दर्द', 'असहनीय'],
  // --- now, worse, what to do
  NOW: ['now', 'right now', 'currently', 'still', 'since morning', 'since last night', 'since yesterday', 'since night', 'today', 'tonight', 'this morning', 'abhi', 'abhi bhi', 'subah se', 'raat se', 'kal raat se', 'kal se', 'aaj', 'aaj subah', 'अभी', 'अभी भी', 'सुबह से', 'रात से', 'कल रात से', 'कल से', 'आज', 'आज सुबह'],
  WORSE: ['worse', 'worsening', 'getting worse', 'increasing', 'every hour', 'each hour', 'keeps', 'again and again', 'continuous', 'nonstop', 'non stop', 'badh raha', 'badh rahi', 'badhta', 'har ghante', 'baar baar', 'lagatar', 'bar bar', 'बढ़ रहा', 'बढ़ रही', 'बढ़ता', 'हर घंटे', 'बार बार', 'लगातार'],
  URGENT_ASK: ['what do we do', 'what should we do', 'what should i do', 'should we go', 'should i take him', 'should i take her', 'hospital', 'emergency', 'casualty', 'ambulance', 'please help', 'help', 'urgent', 'kya karu', 'kya karun', 'kya karein', 'kya kare', 'le jaye', 'le jayein', 'le jau', 'jaldi', 'madad', 'क्या करूं', 'क्या करूँ', 'क्या करें', 'ले जाएं', 'ले जाऊं', 'अस्पताल', 'इमरजेंसी', 'एम्बुलेंस', 'जल्दी', 'मदद'],
  HANDLED: ['was admitted', 'got admitted', 'admitted and', 'discharged', 'antibiotics given', 'doctor saw', 'doctor checked', 'under control', 'settled', 'resolved', 'fine now', 'okay now', 'ok now', 'normal now', 'came down', 'went down', 'theek ho gaya', 'theek ho gayi', 'thik ho gaya', 'utar gaya', 'kam ho gaya', 'bharti', 'admit', 'chhutti mil', 'ठीक हो गया', 'ठीक हो गई', 'उतर गया', 'कम हो गया', 'भर्ती', 'छुट्टी मिल', 'discharge'],
  MILD: ['mild', 'slight', 'little', 'bit', 'thoda', 'thodi', 'halka', 'halki', 'थोड़ा', 'थोड़ी', 'हल्का', 'हल्की'],
};

interface Entry {
  concept: string;
  /** Loose tokens after the first. */
  rest: string[];
  /** The last token matches any word it begins. */
  prefix: boolean;
}

/** Entries by their first token (exact), and the one-word prefixes by their first two letters. */
const byFirst = new Map<string, Entry[]>();
const prefixes = new Map<string, { stem: string; concept: string }[]>();

for (const [concept, entries] of Object.entries(CONCEPTS))
  for (const entry of entries) {
    const prefix = entry.endsWith('*');
    const words = normalise(prefix ? entry.slice(0, -1) : entry).loose;
    const [first, ...rest] = words;
    if (first === undefined) continue;
    if (prefix && rest.length === 0) {
      const key = first.slice(0, 2);
      prefixes.set(key, [...(prefixes.get(key) ?? []), { stem: first, concept }]);
      continue;
    }
    byFirst.set(first, [...(byFirst.get(first) ?? []), { concept, rest, prefix }]);
  }

function matchesAt(tokens: string[], at: number, entry: Entry): boolean {
  for (let k = 0; k < entry.rest.length; k++) {
    const token = tokens[at + 1 + k];
    const want = entry.rest[k] ?? '';
    if (token === undefined) return false;
    const last = k === entry.rest.length - 1;
    if (last && entry.prefix ? !token.startsWith(want) : token !== want) return false;
  }
  return true;
}

/** Words that negate what stands near them: before it in English, around the verb in Hindi. */
const NEGATORS = new Set(
  ['not', 'no', 'never', 'dont', 'didnt', 'wont', 'cant', 'nahi', 'na', 'mat', 'nothing', 'नहीं', 'ना', 'न', 'मत'].flatMap(
    (w) => normalise(w).loose,
  ),
);

/** True when a negating word stands within three words before or two after. */
export function isNegatedAt(tokens: string[], at: number): boolean {
  for (let k = Math.max(0, at - 3); k <= Math.min(tokens.length - 1, at + 2); k++)
    if (k !== at && NEGATORS.has(tokens[k] ?? '')) return true;
  return false;
}

/** isNegatedAt for every token at once (1 = negated), in one pass over the negating words. */
export function negationMask(tokens: string[]): Uint8Array {
  const mask = new Uint8Array(tokens.length);
  for (let j = 0; j < tokens.length; j++) {
    if (!NEGATORS.has(tokens[j] ?? '')) continue;
    for (let i = Math.max(0, j - 2); i <= Math.min(tokens.length - 1, j + 3); i++) if (i !== j) mask[i] = 1;
  }
  return mask;
}

/**
 * The concepts whose words occur in a run of loose tokens (normalise(text).loose); a concept found
 * only within reach of a negating word is named NOT_<concept> ('i never want to die').
 */
export function conceptsIn(tokens: string[]): Set<string> {
  const plain = new Set<string>();
  const negated = new Set<string>();
  const mask = negationMask(tokens);
  const add = (concept: string, at: number) => (mask[at] ? negated : plain).add(concept);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    for (const entry of byFirst.get(token) ?? []) if (matchesAt(tokens, i, entry)) add(entry.concept, i);
    for (const p of prefixes.get(token.slice(0, 2)) ?? []) if (token.startsWith(p.stem)) add(p.concept, i);
  }
  for (const c of negated) if (!plain.has(c) && c !== 'NEG') plain.add(`NOT_${c}`);
  return plain;
}
