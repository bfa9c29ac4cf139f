import type { z } from 'zod';
import type { CreateAwarenessStatBody } from '../../../contracts/stats.js';

type Seed = z.output<typeof CreateAwarenessStatBody>;

/**
 * Published figures for India, each with its source ("PUBLISHER/ citation"; the card's badge shows
 * the publisher).
 */
export const awarenessFacts: Seed[] = [
  {
    // 14,61,427 estimated new cases in 2022.
    statKey: 'new_cases_india',
    statValue: '14.6 lakh',
    statDescription: 'new cancer cases were estimated in India in 2022, and the number is expected to keep rising.',
    source:
      'ICMR-NCRP/ Sathishkumar K. et al., "Cancer incidence estimates for 2022 & projection for 2025", Indian J Med Res 2022',
    displayOrder: 1,
    isActive: true,
  },
  {
    // 9,16,827 estimated deaths in 2022.
    statKey: 'annual_deaths',
    statValue: '9.1 lakh',
    statDescription: 'people in India were estimated to have died of cancer in 2022.',
    source: 'GLOBOCAN 2022/ IARC Global Cancer Observatory, India fact sheet',
    displayOrder: 2,
    isActive: true,
  },
  {
    // The 29% figure is the one the product specification states for this card (core §9); the
    // registry report cited here is the published basis for "most cancers are found late", not
    // a source of the exact percentage. Replace both when a stage-wise national figure is chosen.
    statKey: 'early_detection_rate',
    statValue: '29%',
    statDescription:
      'of cancers are detected early in India; most are found at a locally advanced or metastatic stage, when treatment is harder.',
    source:
      'ICMR-NCRP/ Hospital Based Cancer Registries: most cancers in India are diagnosed at a locally advanced or metastatic stage',
    displayOrder: 3,
    isActive: true,
  },
  {
    // CONCORD-3: age-standardised 5-year net survival for women diagnosed with breast cancer in
    // India in 2010–2014, 66.1%.
    statKey: 'survival_rate',
    statValue: '66%',
    statDescription:
      'of women diagnosed with breast cancer in India are alive five years later, and survival is far higher when it is found early.',
    source: 'CONCORD-3/ Allemani C. et al., The Lancet 2018: global surveillance of trends in cancer survival 2000–14',
    displayOrder: 4,
    isActive: true,
  },
  {
    // Cumulative risk from birth to 74 years.
    statKey: 'lifetime_risk',
    statValue: '1 in 9',
    statDescription: 'people in India is likely to develop cancer in their lifetime (up to age 74).',
    source:
      'ICMR-NCRP/ Sathishkumar K. et al., "Cancer incidence estimates for 2022 & projection for 2025", Indian J Med Res 2022',
    displayOrder: 5,
    isActive: true,
  },
];
