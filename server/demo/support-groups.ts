import type { SampleGroup } from '../modules/support-groups/support-groups.service.js';

/** Sample support groups for a fresh site (SEED_DEMO), written for this product, with demo members in them, each with its Hindi (decision 0076). */
export const sampleGroups: SampleGroup[] = [
  {
    name: 'Caregivers’ Circle',
    hi: {
      name: 'देखभाल करने वालों का साथ',
      description:
        'किसी माता-पिता, जीवनसाथी, बच्चे या दोस्त की कैंसर में देखभाल करने वाले हर व्यक्ति के लिए। बोझ बाँटिए, काम की बातें एक-दूसरे को बताइए, और अपना ख़याल भी रखिए।',
    },
    description:
      'For anyone caring for a parent, partner, child or friend with cancer. Share the load, swap practical tips and look after yourself too.',
    groupType: 'caregiver',
    maxMembers: 50,
    creator: 4,
    members: [1, 6, 4],
  },
  {
    name: 'Young Adults with Cancer (18-35)',
    hi: {
      name: 'कैंसर से जूझ रहे युवा (18-35)',
      description: 'इलाज के दौरान और बाद में पढ़ाई, करियर, दोस्ती और रिश्ते: कम उम्र में कैंसर का पता चलने वालों की जगह।',
    },
    description:
      'Studies, careers, friendships and dating during and after treatment: a space for people diagnosed young.',
    groupType: 'general',
    maxMembers: 30,
    creator: 2,
    members: [2, 7],
  },
  {
    name: 'स्तन कैंसर सर्वाइवर समूह',
    hi: {
      name: 'स्तन कैंसर सर्वाइवर समूह',
      description: 'स्तन कैंसर से उबर चुकी और इलाज करा रही महिलाओं के लिए हिंदी में बातचीत और सहारा।',
    },
    description: 'स्तन कैंसर से उबर चुकी और इलाज करा रही महिलाओं के लिए हिंदी में बातचीत और सहारा।',
    groupType: 'cancer_specific',
    maxMembers: 40,
    creator: 0,
    members: [0, 6],
  },
  {
    name: 'Survivors: life after treatment',
    hi: {
      name: 'कैंसर सर्वाइवर: इलाज के बाद का जीवन',
      description: 'फ़ॉलो-अप स्कैन, काम पर लौटना, कैंसर के लौटने का डर, और ज़िंदगी की नई राह ढूँढना।',
    },
    description: 'Follow-up scans, returning to work, fear of recurrence and finding a new normal.',
    groupType: 'survivor',
    maxMembers: 60,
    creator: 3,
    members: [0, 3, 7],
  },
  {
    name: 'Blood cancers: lymphoma, leukaemia and myeloma',
    hi: {
      name: 'खून के कैंसर: लिम्फ़ोमा, ल्यूकीमिया और मायलोमा',
      description: 'खून के कैंसर के साथ जी रहे मरीज़ और परिवार: इलाज के दिन, ट्रांसप्लांट, संक्रमण और इनके बीच की हर बात।',
    },
    description:
      'Patients and families living with blood cancers: treatment days, transplants, infections and everything in between.',
    groupType: 'cancer_specific',
    maxMembers: 25,
    creator: 2,
    members: [2],
  },
];
