import { describe, expect, it } from 'vitest';
import { matchPhrases } from './detect.js';

/** Messages as members write them; none is a real person's words. */
/** The phrase layer of decision 0030, now one of the model's inputs (decision 0058). */
describe('matchPhrases', () => {
  it.each([
    // Wish to be dead, burden, hopelessness
    'i hope i just dont wake up',
    'my family would cope better without me',
    'i wish i had never been born',
    'let me die',
    'nothing to live for',
    'i cant go on like this anymore',
    'im done with life',
    // Active thoughts, method, intent, preparatory acts, self-injury
    'I WANT TO DIEEEE',
    'thinking about suicide a lot lately',
    'i have a rope ready',
    'i took 20 paracetamol',
    'ive been collecting my sleeping tablets',
    'i gave away my books to my nephew, i wont need them',
    'i slit my wrists',
    // A risk clause and a negated clause in one message is still an alarm
    'i dont want to die in pain, but honestly i want to end it all',
    "I don't want to live anymore",
    // Hindi, with and without nukta, chandrabindu, typos
    'मैं अपनी जान दे दूँगी',
    'मैं अपनी जान दे दूंगी',
    'मैं अपनी जान देना चाहता हूँ',
    'main apni jaan dena chahta hoon',
    'ज़िंदगी से अच्छा तो मौत है',
    'जिन्दगी से अच्छा तो मौत है',
    'बस, अब और नहीं जिया जाता',
    'मेरे मरने से सबको चैन मिलेगा',
    'मुझे ज़िंदा नहीं रहना',
    'काश मैं मर जाऊं',
    'मैं अपनी नसें काट लूंगी',
    // Romanised Hindi in its many spellings
    'mujhe marna hai',
    'mai mrna chahti hu',
    'marr jaana chahta hoon',
    'zindgi khtm kar dungi',
    'jindagi khatam kar dunga',
    'jeene ka koi matlab nahi',
    'ab aise nahi jee sakti',
    'kaash mai mar jaun',
    'life se tang aa gaya hu marna chahta hu',
    'मैं इस दुनिया से चला जाना चाहता हूं',
    'mere na rehne se kisi ko fark nahi padega',
    'marne ke tarike sochti rehti hu',
    'bhagwan se roz maut maangti hu',
    'my husband doesnt know but i have been hiding my pills to take them all at once',
    'ive started giving my things away',
    'chemo ke baad itna dard hai ki lagta hai mar hi jaun',
    'i wish i wasnt alive',
    'nobody would miss me if i was gone',
    'i stood on the bridge and thought about jumping',
    'the only way out is death',
    'i hope the cancer kills me quickly',
    'i stopped taking my meds so i can die',
    'मौत ही एक रास्ता है',
    'bhagwan mujhe jaldi le le',
    'कोई मुझे याद नहीं करेगा',
    // Romanised Hindi typed without vowels, as in text messages
    'mrne ka mn krta h',
    'jina nhi h mujhe',
    'khtm kr dungi sb',
    'ab jeene ka mn nhi krta',
    'mujhe mr jana chahie',
    'utha le bhagwan',
  ])('flags "%s" as self-harm', (message) => {
    expect(matchPhrases(message)).toBe('self_harm');
  });

  it.each([
    'my mother is bleeding heavily',
    'his speech is slurred',
    'my mom is turning blue',
    'she is burning up and on chemo',
    'nosebleed for 45 minutes that wont stop',
    'he is not breathing',
    'sudden weakness on one side',
    'black tarry stools and she feels dizzy',
    'day 9 after chemo, temp 38.6 and shivering',
    'सीने में तेज़ दर्द',
    'ख़ून की उल्टी हो रही है',
    'खून की उल्टी हो रही है',
    'कीमो के बाद 102 बुख़ार',
    'साँस नहीं आ रही',
    'khoon ki ulti ho rahi',
    'sans nhi aa rhi',
    'uski saans ukhad rahi hai',
    'पापा होश में नहीं हैं',
    'खून बहुत निकल रहा है',
    'kimo ke baad fever',
    'naak se khoon band nahi ho raha',
    'unhe daura pada',
  ])('flags "%s" as a medical emergency', (message) => {
    expect(matchPhrases(message)).toBe('medical_emergency');
  });

  it('finds a risk in the middle of a long message with no punctuation', () => {
    const day = 'aaj hospital gaye the aur doctor ne report dekhi phir ghar aaye khana khaya ';
    expect(matchPhrases(`${day.repeat(60)} sach kahu to ab jeene ka koi matlab nahi ${day.repeat(60)}`)).toBe(
      'self_harm',
    );
    expect(matchPhrases(day.repeat(120))).toBeNull();
  });

  it('puts self-harm first when a message holds both', () => {
    expect(matchPhrases('i have chest pain and honestly i want to die')).toBe('self_harm');
  });

  it.each([
    // Grief, fear of dying, negation
    'my mother died of cancer last year',
    "I'm scared I will die",
    'i dont want to die, i want to see my daughter graduate',
    'मैं मरना नहीं चाहती',
    'mai marna nahi chahti',
    'मुझे डर है कि मैं मर जाऊंगी',
    'kahin mai mar na jaun',
    'agar mai mar jau to bacchon ka kya hoga',
    'never thought about ending my life, my kids keep me going',
    'im not suicidal, just frustrated',
    'मैं कभी खुद को नुकसान नहीं पहुँचाऊँगी',
    // Third person and the past
    'my aunt took her own life in 2010',
    'मेरी सहेली ने पिछले साल आत्महत्या कर ली थी',
    'mere dost ne suicide kar liya tha',
    'the movie was about suicide',
    'i was suicidal years back but therapy helped',
    'my neighbour had a stroke last year and recovered well',
    'उसे बचपन में दौरे पड़ते थे',
    // Idioms
    'I killed it at my first 5k',
    'dying to see you',
    'मर गया हँसते हँसते',
    'wo apne bacchon pe jaan chhidakti hai',
    'this chemo is killing me lol',
    'my feet are killing me',
    'this cake is to die for',
    '10 kms to the hospital',
    'ilaj se thak gayi hu',
    'chaati mein dard nahi hai ab',
    'मैं अपने बच्चों के लिए जान दे दूंगी',
    'desh ke liye jaan de dunga',
    // Medical words without an emergency, caregiver questions
    'my chest X-ray came back clear',
    'fever last month before chemo',
    'blood test tomorrow',
    'blood pressure is a bit high',
    'what should i do if she gets a fever during chemo',
    'अगर कीमो के दौरान बुखार आए तो क्या करें',
    'seizure medicine refill',
    'my wife has chest pain sometimes, doctor said acidity',
    'i want to end this chapter and start fresh',
    'i am done with chemo!!',
    'i dont want to die alone in a hospital',
    'fever went away after paracetamol, she is on chemo',
    'कीमो चल रही है, बुखार उतर गया',
    'meri beti ko bukhar hai, usko chemo nahi chal rahi, bas viral hai',
    'koi bukhar nahi',
    'ilaj khatam ho gaya',
    'meri taakat khatam ho gayi',
    'मेरी माँ की कीमोथेरेपी अगले हफ़्ते शुरू हो रही है और मुझे समझ नहीं आ रहा कि मैं उनकी मदद कैसे करूँ।',
  ])('does not flag "%s"', (message) => {
    expect(matchPhrases(message)).toBeNull();
  });
});
