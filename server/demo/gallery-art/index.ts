import type { GalleryCategory } from '../../../contracts/gallery.js';
import {
  awarenessRibbon,
  banyanTree,
  diyaLamp,
  handsHolding,
  riverDawn,
  sunriseHills,
  windingPath,
} from './scenes-a.js';
import {
  backwatersBridge,
  circleOfFriends,
  communityGarden,
  eveningChai,
  kitesTerrace,
  lotusBloom,
  rangoliPattern,
} from './scenes-b.js';

export interface SeedArtwork {
  /** Used in the storage key. */
  slug: string;
  title: string;
  alt: string;
  description: string;
  /** The Hindi caption (decision 0076). */
  titleHi: string;
  altHi: string;
  descriptionHi: string;
  category: GalleryCategory;
  draw: () => string;
}

/** The fourteen demo illustrations of the gallery (core §9), drawn in code, with their words. */
export const demoArtworks: SeedArtwork[] = [
  {
    slug: 'sunrise-over-the-ghats',
    title: 'Sunrise over the Ghats',
    titleHi: 'घाटों पर सूर्योदय',
    altHi: 'बैंगनी और नीली पहाड़ियों की परतों के पीछे उगता हल्का सूरज, आसमान में कुछ पंछी।',
    descriptionHi:
      'हर जाँच एक नई सुबह है। नियमित जाँच से कैंसर जल्दी पकड़ में आता है, जब इलाज अक्सर आसान होता है। अपने डॉक्टर से पूछिए कि आपके लिए क्या ठीक है।',
    alt: 'A pale sun rising behind layers of purple and blue hills, a few birds in the sky.',
    description:
      'Every check-up is a new morning. Regular screening helps find cancer early, when treatment is often simpler. Talk to your doctor about what is right for you.',
    category: 'awareness',
    draw: sunriseHills,
  },
  {
    slug: 'the-pink-ribbon',
    title: 'The Pink Ribbon',
    titleHi: 'गुलाबी रिबन',
    altHi: 'हल्के बैंगनी पृष्ठभूमि पर ऊपर से मुड़ा हुआ गुलाबी जागरूकता रिबन, पीछे धुँधले गोले।',
    descriptionHi:
      'हर उस महिला के लिए एक रिबन जिसने अपनी जाँच ख़ुद करना सीखा, और हर उस बहन, माँ और सहेली के लिए जिसे उसने यही याद दिलाया।',
    alt: 'A pink awareness ribbon looped at the top, on a soft lilac background with faint circles.',
    description:
      'A ribbon for every woman who learnt to check herself, and for every sister, mother and friend she reminded to do the same.',
    category: 'awareness',
    draw: awarenessRibbon,
  },
  {
    slug: 'a-lamp-for-screening-week',
    title: 'A Lamp for Screening Week',
    titleHi: 'जाँच सप्ताह का दीया',
    altHi: 'तारों भरे गहरे नीले आसमान में जलती तेज़ लौ वाला मिट्टी का दीया।',
    descriptionHi: 'पुणे के एक कम्युनिटी हॉल में मुफ़्त जाँच शिविर से पहले जलाया गया: जल्दी जानने और पूछने से न डरने के नाम एक छोटी-सी लौ।',
    alt: 'A clay diya with a bright flame glowing against a deep blue night sky full of stars.',
    description:
      'Lit in a community hall in Pune before a free screening camp: one small flame for knowing early and not being afraid to ask.',
    category: 'awareness',
    draw: diyaLamp,
  },
  {
    slug: 'the-road-to-the-clinic',
    title: 'The Road to the Clinic',
    titleHi: 'अस्पताल की राह',
    altHi: 'हरे खेतों और गोल पेड़ों के बीच से दूर हल्की बैंगनी पहाड़ियों की ओर जाती घुमावदार राह।',
    descriptionHi:
      'बहुत से परिवारों के लिए सबसे नज़दीकी कैंसर अस्पताल भी लंबे सफ़र पर है। लक्षण पहचानना और जल्दी जाना हर किलोमीटर को सार्थक बनाता है।',
    alt: 'A winding path through green fields and round trees towards distant lavender hills.',
    description:
      'For many families the nearest cancer centre is a long journey away. Knowing the signs, and going early, makes every kilometre count.',
    category: 'awareness',
    draw: windingPath,
  },
  {
    slug: 'hands-that-hold',
    title: 'Hands That Hold',
    titleHi: 'थामने वाले हाथ',
    altHi: 'अलग-अलग रंगत के दो हाथ, हल्की आड़ू रंग की पृष्ठभूमि पर एक गुलाबी दिल थामे हुए।',
    descriptionHi: 'देखभाल करने वाले के हाथ, दोस्त के हाथ, नर्स के हाथ। साथ देना अक्सर बस पास होना होता है।',
    alt: 'Two hands of different skin tones cupping a pink heart against a warm peach background.',
    description: 'A caregiver’s hands, a friend’s hands, a nurse’s hands. Support often looks like simply being there.',
    category: 'support',
    draw: handsHolding,
  },
  {
    slug: 'under-the-banyan-tree',
    title: 'Under the Banyan Tree',
    titleHi: 'बरगद के नीचे',
    altHi: 'लटकती जड़ों वाले फैले बरगद की छाँव में साथ बैठे चार लोग।',
    descriptionHi: 'गाँव के बरगद की तरह, सहायता समूह इतना फैल जाता है कि सब उसकी छाँव में बैठकर खुलकर बात कर सकें।',
    alt: 'Four people sitting together in the shade of a wide banyan tree with hanging roots.',
    description:
      'Like the village banyan, a support group grows wide enough for everyone to sit in its shade and speak freely.',
    category: 'support',
    draw: banyanTree,
  },
  {
    slug: 'river-at-dawn',
    title: 'River at Dawn',
    titleHi: 'भोर में नदी',
    altHi: 'सूर्योदय के समय दो अँधेरे किनारों के बीच शांत नदी, पानी पर धीरे बहती एक छोटी नाव।',
    descriptionHi: 'कुछ दिन ठहरे पानी जैसे होते हैं, कुछ दिन तेज़ धारा जैसे। हमारे स्वयंसेवक दोनों के लिए यहाँ हैं, एक-एक बातचीत के साथ।',
    alt: 'A calm river at sunrise between two dark banks, a small boat drifting on the water.',
    description:
      'Some days are still water, some days are currents. Our volunteers are here for both, one conversation at a time.',
    category: 'support',
    draw: riverDawn,
  },
  {
    slug: 'evening-chai',
    title: 'Evening Chai',
    titleHi: 'शाम की चाय',
    altHi: 'खिड़की पर भाप उठता चाय का कप, शाम का आसमान और पास में गमले का पौधा।',
    descriptionHi: 'अस्पताल के लंबे दिन के बाद एक कप चाय और शांति का पल। देखभाल करने वालों को भी देखभाल चाहिए।',
    alt: 'A steaming cup of tea on a window sill, an evening sky and a potted plant beside it.',
    description: 'After a long day at the hospital, a cup of chai and a quiet moment. Caregivers need care too.',
    category: 'support',
    draw: eveningChai,
  },
  {
    slug: 'lotus-in-bloom',
    title: 'Lotus in Bloom',
    titleHi: 'खिलता कमल',
    altHi: 'शांत गहरे पानी पर खिलता गुलाबी-सफ़ेद कमल, चारों ओर कमल के पत्ते और लहरें।',
    descriptionHi: 'कीचड़ भरे पानी में भी खिलना: कोलकाता की एक कैंसर सर्वाइवर ने अपने आख़िरी इलाज के पाँच साल पूरे होने पर साझा किया।',
    alt: 'A pink and white lotus opening on dark still water, surrounded by lily pads and ripples.',
    description:
      'Blooming through muddy water: shared by a survivor from Kolkata to mark five years since her last treatment.',
    category: 'celebration',
    draw: lotusBloom,
  },
  {
    slug: 'kites-over-the-terrace',
    title: 'Kites over the Terrace',
    titleHi: 'छत पर पतंगें',
    altHi: 'नीले आसमान और बादलों के नीचे छतों के ऊपर उड़ती पूँछ वाली रंग-बिरंगी पतंगें।',
    descriptionHi: 'अहमदाबाद की छतों पर उत्तरायण: कीमोथेरेपी के बाद घर पर एक सदस्य का पहला त्योहार, हाथ में डोर।',
    alt: 'Colourful diamond kites with tails flying over rooftops under a bright blue sky with clouds.',
    description:
      'Uttarayan on the rooftops of Ahmedabad: a member’s first festival back home after chemotherapy, strings in hand.',
    category: 'celebration',
    draw: kitesTerrace,
  },
  {
    slug: 'rangoli-of-new-beginnings',
    title: 'Rangoli of New Beginnings',
    titleHi: 'नई शुरुआत की रंगोली',
    altHi: 'गहरे बैंगनी फ़र्श पर गुलाबी, गेंदे और नीली पंखुड़ियों व बिंदुओं से बनी गोल रंगोली।',
    descriptionHi: 'चेन्नई के हमारे सहायता समूह के दिवाली मिलन में बनाई गई, इस साल जुड़े हर सदस्य के लिए रंग का एक घेरा।',
    alt: 'A round rangoli pattern of pink, marigold and blue petals and dots on a deep purple floor.',
    description:
      'Drawn at a Diwali get-together of our Chennai support group, one ring of colour for every member who joined this year.',
    category: 'celebration',
    draw: rangoliPattern,
  },
  {
    slug: 'circle-of-friends',
    title: 'Circle of Friends',
    titleHi: 'दोस्तों का घेरा',
    altHi: 'ऊपर से दिखते, सुनहरे बीच के चारों ओर घेरे में खड़े रंग-बिरंगे कपड़ों में आठ लोग।',
    descriptionHi:
      'मरीज़, कैंसर से उबर चुके लोग और देखभाल करने वाले, जो एक महीने पहले अनजान थे। हर घेरा किसी एक के नमस्ते कहने से शुरू होता है।',
    alt: 'Eight people in colourful clothes standing in a circle around a golden centre, seen from above.',
    description:
      'Patients, survivors and caregivers, strangers a month ago. Every circle starts with one person saying hello.',
    category: 'connection',
    draw: circleOfFriends,
  },
  {
    slug: 'the-shared-garden',
    title: 'The Shared Garden',
    titleHi: 'सबका बग़ीचा',
    altHi: 'एक छोटे घर के पास रंग-बिरंगे फूलों से भरा बग़ीचा, तितलियाँ और चमकता सूरज।',
    descriptionHi: 'बेंगलुरु में सदस्यों की सँभाली छत की बग़िया। हर हफ़्ते कुछ नया खिलता है, और दोस्तियाँ भी।',
    alt: 'A garden full of flowers in many colours beside a small house, with butterflies and a bright sun.',
    description:
      'A terrace garden tended by members in Bengaluru. Something new blooms every week, and so do friendships.',
    category: 'connection',
    draw: communityGarden,
  },
  {
    slug: 'bridge-across-the-backwaters',
    title: 'Bridge Across the Backwaters',
    titleHi: 'बैकवॉटर पर पुल',
    altHi: 'ढलते सूरज में शांत पानी पर ताड़ के पेड़ों वाले दो किनारों को जोड़ता लकड़ी का मेहराबदार पुल।',
    descriptionHi: 'दो लोग, दो किनारे, एक पुल। उसी राह पर चल चुके किसी से जुड़ना दूरी को छोटा कर देता है।',
    alt: 'An arched wooden footbridge joining two palm-lined banks over calm water at sunset.',
    description:
      'Two people, two banks, one bridge. Connecting with someone who has walked the same road can make the distance feel shorter.',
    category: 'connection',
    draw: backwatersBridge,
  },
];
