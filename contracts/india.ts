import { z } from 'zod';

/**
 * India's states and union territories, by a stable code: the one list that the costs schemes, the
 * questionnaire and the mentors' places share (the web's `states` catalog names them in both
 * languages).
 */
export const IndianStates = [
  'andhra-pradesh',
  'arunachal-pradesh',
  'assam',
  'bihar',
  'chhattisgarh',
  'goa',
  'gujarat',
  'haryana',
  'himachal-pradesh',
  'jharkhand',
  'karnataka',
  'kerala',
  'madhya-pradesh',
  'maharashtra',
  'manipur',
  'meghalaya',
  'mizoram',
  'nagaland',
  'odisha',
  'punjab',
  'rajasthan',
  'sikkim',
  'tamil-nadu',
  'telangana',
  'tripura',
  'uttar-pradesh',
  'uttarakhand',
  'west-bengal',
  'andaman-nicobar',
  'chandigarh',
  'dadra-nagar-haveli-daman-diu',
  'delhi',
  'jammu-kashmir',
  'ladakh',
  'lakshadweep',
  'puducherry',
] as const;
export const IndianState = z.enum(IndianStates);
export type IndianState = z.infer<typeof IndianState>;
