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
  category: GalleryCategory;
  draw: () => string;
}

/** The fourteen demo illustrations of the gallery (core §9), drawn in code, with their words. */
export const demoArtworks: SeedArtwork[] = [
  {
    slug: 'sunrise-over-the-ghats',
    title: 'Sunrise over the Ghats',
    alt: 'A pale sun rising behind layers of purple and blue hills, a few birds in the sky.',
    description:
      'Every check-up is a new morning. Regular screening helps find cancer early, when treatment is often simpler. Talk to your doctor about what is right for you.',
    category: 'awareness',
    draw: sunriseHills,
  },
  {
    slug: 'the-pink-ribbon',
    title: 'The Pink Ribbon',
    alt: 'A pink awareness ribbon looped at the top, on a soft lilac background with faint circles.',
    description:
      'A ribbon for every woman who learnt to check herself, and for every sister, mother and friend she reminded to do the same.',
    category: 'awareness',
    draw: awarenessRibbon,
  },
  {
    slug: 'a-lamp-for-screening-week',
    title: 'A Lamp for Screening Week',
    alt: 'A clay diya with a bright flame glowing against a deep blue night sky full of stars.',
    description:
      'Lit in a community hall in Pune before a free screening camp: one small flame for knowing early and not being afraid to ask.',
    category: 'awareness',
    draw: diyaLamp,
  },
  {
    slug: 'the-road-to-the-clinic',
    title: 'The Road to the Clinic',
    alt: 'A winding path through green fields and round trees towards distant lavender hills.',
    description:
      'For many families the nearest cancer centre is a long journey away. Knowing the signs, and going early, makes every kilometre count.',
    category: 'awareness',
    draw: windingPath,
  },
  {
    slug: 'hands-that-hold',
    title: 'Hands That Hold',
    alt: 'Two hands of different skin tones cupping a pink heart against a warm peach background.',
    description: 'A caregiver’s hands, a friend’s hands, a nurse’s hands. Support often looks like simply being there.',
    category: 'support',
    draw: handsHolding,
  },
  {
    slug: 'under-the-banyan-tree',
    title: 'Under the Banyan Tree',
    alt: 'Four people sitting together in the shade of a wide banyan tree with hanging roots.',
    description:
      'Like the village banyan, a support group grows wide enough for everyone to sit in its shade and speak freely.',
    category: 'support',
    draw: banyanTree,
  },
  {
    slug: 'river-at-dawn',
    title: 'River at Dawn',
    alt: 'A calm river at sunrise between two dark banks, a small boat drifting on the water.',
    description:
      'Some days are still water, some days are currents. Our volunteers are here for both, one conversation at a time.',
    category: 'support',
    draw: riverDawn,
  },
  {
    slug: 'evening-chai',
    title: 'Evening Chai',
    alt: 'A steaming cup of tea on a window sill, an evening sky and a potted plant beside it.',
    description: 'After a long day at the hospital, a cup of chai and a quiet moment. Caregivers need care too.',
    category: 'support',
    draw: eveningChai,
  },
  {
    slug: 'lotus-in-bloom',
    title: 'Lotus in Bloom',
    alt: 'A pink and white lotus opening on dark still water, surrounded by lily pads and ripples.',
    description:
      'Blooming through muddy water: shared by a survivor from Kolkata to mark five years since her last treatment.',
    category: 'celebration',
    draw: lotusBloom,
  },
  {
    slug: 'kites-over-the-terrace',
    title: 'Kites over the Terrace',
    alt: 'Colourful diamond kites with tails flying over rooftops under a bright blue sky with clouds.',
    description:
      'Uttarayan on the rooftops of Ahmedabad: a member’s first festival back home after chemotherapy, strings in hand.',
    category: 'celebration',
    draw: kitesTerrace,
  },
  {
    slug: 'rangoli-of-new-beginnings',
    title: 'Rangoli of New Beginnings',
    alt: 'A round rangoli pattern of pink, marigold and blue petals and dots on a deep purple floor.',
    description:
      'Drawn at a Diwali get-together of our Chennai support group, one ring of colour for every member who joined this year.',
    category: 'celebration',
    draw: rangoliPattern,
  },
  {
    slug: 'circle-of-friends',
    title: 'Circle of Friends',
    alt: 'Eight people in colourful clothes standing in a circle around a golden centre, seen from above.',
    description:
      'Patients, survivors and caregivers, strangers a month ago. Every circle starts with one person saying hello.',
    category: 'connection',
    draw: circleOfFriends,
  },
  {
    slug: 'the-shared-garden',
    title: 'The Shared Garden',
    alt: 'A garden full of flowers in many colours beside a small house, with butterflies and a bright sun.',
    description:
      'A terrace garden tended by members in Bengaluru. Something new blooms every week, and so do friendships.',
    category: 'connection',
    draw: communityGarden,
  },
  {
    slug: 'bridge-across-the-backwaters',
    title: 'Bridge Across the Backwaters',
    alt: 'An arched wooden footbridge joining two palm-lined banks over calm water at sunset.',
    description:
      'Two people, two banks, one bridge. Connecting with someone who has walked the same road can make the distance feel shorter.',
    category: 'connection',
    draw: backwatersBridge,
  },
];
