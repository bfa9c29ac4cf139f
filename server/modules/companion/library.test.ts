import { describe, expect, it } from 'vitest';
import { createSearch } from '../../platform/search.js';
import { titleLibrary } from '../../test/library-source.js';
import { libraryIdeas, looseKey } from './library-words.js';
import {
  asksAboutMoney,
  COSTS_ITEM_ID,
  MAX_TERMS_ASKED,
  PHRASE_WEIGHT,
  retrieveLibrary,
  SUPPORT_US_ID,
} from './library.js';

const others = Array.from({ length: 30 }, (_, i) => `Workshop number ${i + 1}`);
/** Ten items of 41 hold "care": more than a fifth. */
const caring = Array.from({ length: 10 }, (_, i) => `Care home ${i + 1}`);

describe("Forti's retrieval weighs words by how few items hold them", () => {
  it('leaves out a word that many items hold, so the rare word of the question decides', async () => {
    const search = createSearch();
    search.register(titleLibrary('resources-articles', ['Pain clinic', ...caring, ...others]));
    const found = await retrieveLibrary(search, 'Care for pain', 'en');
    expect(found.map((item) => item.title)).toEqual(['Pain clinic']);
  });

  it("keeps the item the question names when its situation's words find others", async () => {
    const search = createSearch();
    search.register(titleLibrary('resources-articles', ['Anxiety helpline', 'Yoga class', ...others]));
    // "scared" is a fear question: its words (anxiety, helpline, ...) alone would leave yoga far below.
    const found = await retrieveLibrary(search, "I'm scared, where can I learn yoga?", 'en');
    expect(found.map((item) => item.title)).toContain('Yoga class');
  });

  it('weighs a word and its other-script spelling as one idea, as common as its commonest spelling', async () => {
    const search = createSearch();
    const groups = ['Blood cancer group', 'Caregivers group', 'Young adults group', 'स्तन समूह'];
    search.register(titleLibrary('support-groups', [...groups, ...others]));
    // "समूह" is held by one item only, but it is "group", which four hold: the blood cancer group wins alone.
    const found = await retrieveLibrary(search, 'Is there a blood cancer group?', 'en');
    expect(found.map((item) => item.title)).toEqual(['Blood cancer group']);
  });

  it("still finds the situation's items when the question's own words find nothing", async () => {
    const search = createSearch();
    search.register(titleLibrary('resources-articles', ['Anxiety helpline', 'Yoga class', ...others]));
    const found = await retrieveLibrary(search, "I'm so scared", 'en');
    expect(found.map((item) => item.title)).toEqual(['Anxiety helpline']);
  });
});

describe("The library's words in Hindi and romanised Hindi", () => {
  it('group an everyday word, in any of its forms and spellings, with the library word for the idea', () => {
    const ideaOf = (text: string) => libraryIdeas(text)[0] ?? [];
    expect(ideaOf('संस्थाएँ')).toContain('organisation');
    expect(ideaOf('संस्थाओं')).toContain('organisation');
    expect(ideaOf('दवाइयों')).toContain('medicines');
    expect(ideaOf('umeed')).toContain('hope');
    expect(ideaOf('jaankaaree')).toContain('information');
    expect(ideaOf('organisations')).toContain('ngo');
    expect(ideaOf('doctoron')).toContain('doctor');
    expect(ideaOf('mahilaon')).toContain('women');
    // A stem keeps three characters: पति (husband) is not पता (known).
    expect(looseKey('पति')).not.toBe(looseKey('पता'));
  });

  it('find an English item from a Hindi question in an inflected form', async () => {
    const search = createSearch();
    search.register(titleLibrary('resources-ngos', ['Home care organisation', ...others]));
    const found = await retrieveLibrary(search, 'मरीज़ों की मदद करने वाली संस्थाएँ कौन सी हैं?', 'hi');
    expect(found.map((item) => item.title)).toEqual(['Home care organisation']);
  });
});

describe('What a message asks of the library', () => {
  it('counts at most MAX_TERMS_ASKED terms for a long message, the ideas of its first words first', async () => {
    const search = createSearch();
    const source = titleLibrary('resources-articles', ['Pain clinic', ...others]);
    const asked: number[] = [];
    const termCounts = source.termCounts!.bind(source);
    search.register({ ...source, termCounts: async (terms) => (asked.push(terms.length), termCounts(terms)) });
    const words = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
    const found = await retrieveLibrary(search, `Pain ${words}`, 'en');
    expect(Math.max(...asked)).toBeLessThanOrEqual(MAX_TERMS_ASKED);
    expect(found.map((item) => item.title)).toEqual(['Pain clinic']);
  });

  it('does not treat money given to keep this site running as a question about paying for treatment', async () => {
    const search = createSearch();
    search.register(titleLibrary('support-resources', ['Support Us: keep this site running', ...others]));
    const site = await retrieveLibrary(search, 'Can I donate money to keep this site running?', 'en');
    expect(site.map((item) => item.id)).not.toContain(COSTS_ITEM_ID);
    const treatment = await retrieveLibrary(search, 'Where can I get money for my treatment?', 'en');
    expect(treatment[0]?.id).toBe(COSTS_ITEM_ID);
  });
});

describe('Round 5: audiences, phrases and how strong the best hit is', () => {
  it('cites an item whose title names an audience only for a question naming one of them', async () => {
    const search = createSearch();
    const groups = ['Survivors group', 'स्तन कैंसर सर्वाइवर समूह', ...others];
    search.register(titleLibrary('support-groups', groups));
    const any = await retrieveLibrary(search, 'Is there a group for survivors?', 'en');
    expect(any.map((item) => item.title)).toEqual(['Survivors group']);
    const breast = await retrieveLibrary(search, 'Is there a group for breast cancer survivors?', 'en');
    expect(breast.map((item) => item.title)).toContain('स्तन कैंसर सर्वाइवर समूह');
  });

  it('reads a phrase as the idea it names, and its own words no more', () => {
    const words = (text: string) => libraryIdeas(text).flat();
    expect(words('How common is cervical cancer? I want official numbers')).toContain('statistics');
    expect(words('How common is cervical cancer? I want official numbers')).not.toContain('numbers');
    expect(words('I lost my wife in September')).toContain('grief');
    expect(words('I want to meet people who got through this')).toContain('survivors');
    expect(words('Please delete my data')).not.toContain('statistics');
  });
});

describe('Round 6: citing nothing when the evidence is weak, and pages that answer a kind of question', () => {
  it('cites nothing when the best hit holds only a word many items share', async () => {
    const search = createSearch();
    search.register(titleLibrary('resources-articles', ['Pain clinic', ...others]));
    // "workshop" is in 30 of 31 titles: the best hit scores far below MIN_BEST.
    expect(await retrieveLibrary(search, 'Is there a workshop?', 'en')).toEqual([]);
    expect((await retrieveLibrary(search, 'Is there a pain workshop?', 'en')).map((i) => i.title)).toEqual([
      'Pain clinic',
    ]);
  });

  it('cites the Support Us page alone for a question about supporting the site', async () => {
    const search = createSearch();
    const source = titleLibrary('support-resources', [
      'Support Us: keep this site running',
      'Guide to this site',
      ...others,
    ]);
    search.register({
      ...source,
      search: async (query, limit, opts) =>
        (await source.search(query, limit, opts)).map((hit) =>
          hit.title.startsWith('Support Us') ? { ...hit, id: SUPPORT_US_ID } : hit,
        ),
    });
    const found = await retrieveLibrary(search, 'इस मंच को चलाने में थोड़ा पैसा देकर मदद करनी है', 'hi');
    expect(found.map((item) => item.title)).toEqual(['Support Us: keep this site running']);
  });

  it('reads reporting a post or a member as a complaint, not a medical report', () => {
    const words = (text: string) => libraryIdeas(text).flat();
    expect(words('How do I report this post?')).toContain('complaint');
    expect(words('forum me kisi ne rude comment kiya, report kaise karu')).toContain('complaint');
    expect(words('My biopsy report came today')).not.toContain('complaint');
  });
});

describe('Round 9: phrases that name what a member wants, weighed above single words', () => {
  const words = (text: string) => libraryIdeas(text).flat();

  it('reads asking for others who have been there as peers, in three scripts', () => {
    expect(words('where can i talk to people who have actually had cancer')).toContain('peer');
    expect(words('how did other parents handle it')).toContain('peer');
    expect(words('mere jaise log kaha milenge')).toContain('peer');
    expect(words('dusre logo ka experience puchna hai')).toContain('peer');
    expect(words('मुझे दूसरे मरीज़ों से बात करनी है')).toContain('peer');
    // The whole phrase is read: no ending of it is left over as a word of its own.
    expect(libraryIdeas('मुझे दूसरे मरीज़ों से बात करनी है').flat()).not.toContain('ों');
    expect(words('I want to talk to my doctor')).not.toContain('peer');
  });

  it('reads "nobody understands" as loneliness, not the treatment-plan talk', () => {
    expect(words('feel like nobody understands what im going through')).toContain('lonely');
    expect(words('ghar wale samajhte nahi')).toContain('lonely');
    expect(words('I want to understand my treatment plan')).not.toContain('lonely');
  });

  it("reads what may be posted as the community's rules", () => {
    expect(words('is it ok to share my doctors phone number in a post?')).toContain('rules');
    expect(words('kya main group me apni clinic ka number daal sakta hu')).toContain('rules');
    expect(words('forum me bina naam ke post kar sakte hai kya')).not.toContain('rules');
    // Whether a food or a medicine is ok is a medical question, not one about the rules.
    expect(words('is it ok to eat mango during chemo?')).not.toContain('rules');
    expect(words('क्या डॉक्टर की अनुमति के बिना दवा बंद कर सकते हैं')).not.toContain('rules');
  });

  it('reads a good site to read as a reliable website, not this site', () => {
    const asked = words('good site to read about chemo side effects in simple english?');
    expect(asked).toEqual(expect.arrayContaining(['reliable', 'website']));
    expect(asked).not.toContain('platform');
    expect(words('how do I use this site?')).toContain('platform');
  });

  it('reads where cancer is most common, and a government report, as statistics', () => {
    expect(words('sabse zyada cancer kis state me hota hai, koi sarkari report hai?')).toContain('statistics');
    expect(words('किस राज्य में कैंसर के मामले सबसे ज़्यादा हैं?')).toContain('statistics');
    expect(words('mouth cancer ke case india me kitne hai')).toContain('statistics');
    expect(words('kis state me pmjay chalta hai')).not.toContain('statistics');
  });

  it('weighs an idea a phrase names above the same idea named by one word', async () => {
    const search = createSearch();
    // "peer" and "understand" are each held by one title: as single words they would tie.
    search.register(titleLibrary('support-resources', ['Peer support', 'Understanding your plan', ...others]));
    const found = await retrieveLibrary(search, 'I want to understand. Where can I talk to other patients?', 'en');
    expect(found.map((item) => item.title)[0]).toBe('Peer support');
    expect(PHRASE_WEIGHT).toBeGreaterThan(1);
  });

  it('reads giving money to this site as supporting it, not paying for treatment', () => {
    expect(asksAboutMoney('main survivor hu, is platform ko paiso se support karna chahta hu')).toBe(false);
    expect(asksAboutMoney('500 rs de sakta hu bas, itne me support ho jayega kya is site ka?')).toBe(false);
    // A member asking about the site's support groups and money for treatment is still asking about money.
    expect(asksAboutMoney('need money for chemo, any support groups on this site?')).toBe(true);
    // Support found on this site is not support given to it.
    expect(asksAboutMoney('need money for chemo, is there any financial support on this site?')).toBe(true);
  });
});
