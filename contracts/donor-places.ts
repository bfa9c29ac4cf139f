/**
 * Where donors and requests are (issue 43): a small table of Indian cities, each with its state, the
 * first three digits of its PIN codes (India Post's sorting districts) and its centre's coordinates.
 * Distance is the great-circle distance between two cities' centres; within one city it is 0.
 * No outside service is called (decision 0078).
 *
 * Source: PIN prefixes from India Post's PIN code directory (the first three digits name the
 * sorting district); coordinates (WGS84, rounded to 0.01°, about 1 km) as given for each city in its
 * Wikipedia article. A city's own area is what the table knows: a donor's travel radius of at least
 * 5 km is wider than the rounding, and a PIN whose prefix names another city is refused with words.
 */
export interface DonorPlace {
  /** Stable code (kebab-case English name). */
  code: string;
  /** English name; the web's `donorPlaces` words give the Hindi. */
  name: string;
  state: string;
  pinPrefixes: readonly string[];
  lat: number;
  lon: number;
}

const P = (
  code: string,
  name: string,
  state: string,
  pinPrefixes: readonly string[],
  lat: number,
  lon: number,
): DonorPlace => ({ code, name, state, pinPrefixes, lat, lon });

export const DonorPlaces: readonly DonorPlace[] = [
  P('mumbai', 'Mumbai', 'maharashtra', ['400'], 19.08, 72.88),
  P('thane', 'Thane', 'maharashtra', ['400', '401', '421'], 19.22, 72.98),
  P('navi-mumbai', 'Navi Mumbai', 'maharashtra', ['400', '410'], 19.03, 73.03),
  P('pune', 'Pune', 'maharashtra', ['411', '412'], 18.52, 73.86),
  P('pimpri-chinchwad', 'Pimpri-Chinchwad', 'maharashtra', ['411', '412'], 18.63, 73.8),
  P('nashik', 'Nashik', 'maharashtra', ['422'], 20.0, 73.79),
  P('nagpur', 'Nagpur', 'maharashtra', ['440', '441'], 21.15, 79.09),
  P('aurangabad', 'Chhatrapati Sambhajinagar (Aurangabad)', 'maharashtra', ['431'], 19.88, 75.34),
  P('solapur', 'Solapur', 'maharashtra', ['413'], 17.66, 75.91),
  P('kolhapur', 'Kolhapur', 'maharashtra', ['416'], 16.7, 74.24),
  P('delhi', 'Delhi', 'delhi', ['110'], 28.61, 77.21),
  P('gurugram', 'Gurugram', 'haryana', ['122'], 28.46, 77.03),
  P('faridabad', 'Faridabad', 'haryana', ['121'], 28.41, 77.32),
  P('noida', 'Noida', 'uttar-pradesh', ['201'], 28.54, 77.39),
  P('ghaziabad', 'Ghaziabad', 'uttar-pradesh', ['201'], 28.67, 77.45),
  P('meerut', 'Meerut', 'uttar-pradesh', ['250'], 28.98, 77.71),
  P('lucknow', 'Lucknow', 'uttar-pradesh', ['226', '227'], 26.85, 80.95),
  P('kanpur', 'Kanpur', 'uttar-pradesh', ['208', '209'], 26.45, 80.33),
  P('agra', 'Agra', 'uttar-pradesh', ['282', '283'], 27.18, 78.01),
  P('varanasi', 'Varanasi', 'uttar-pradesh', ['221'], 25.32, 82.97),
  P('prayagraj', 'Prayagraj', 'uttar-pradesh', ['211', '212'], 25.44, 81.85),
  P('gorakhpur', 'Gorakhpur', 'uttar-pradesh', ['273'], 26.76, 83.37),
  P('bareilly', 'Bareilly', 'uttar-pradesh', ['243'], 28.37, 79.43),
  P('dehradun', 'Dehradun', 'uttarakhand', ['248'], 30.32, 78.03),
  P('chandigarh', 'Chandigarh', 'chandigarh', ['160'], 30.73, 76.78),
  P('ludhiana', 'Ludhiana', 'punjab', ['141'], 30.9, 75.86),
  P('amritsar', 'Amritsar', 'punjab', ['143'], 31.63, 74.87),
  P('jalandhar', 'Jalandhar', 'punjab', ['144'], 31.33, 75.58),
  P('shimla', 'Shimla', 'himachal-pradesh', ['171'], 31.1, 77.17),
  P('jammu', 'Jammu', 'jammu-kashmir', ['180', '181'], 32.73, 74.86),
  P('srinagar', 'Srinagar', 'jammu-kashmir', ['190'], 34.08, 74.8),
  P('jaipur', 'Jaipur', 'rajasthan', ['302', '303'], 26.91, 75.79),
  P('jodhpur', 'Jodhpur', 'rajasthan', ['342'], 26.24, 73.02),
  P('udaipur', 'Udaipur', 'rajasthan', ['313'], 24.58, 73.71),
  P('kota', 'Kota', 'rajasthan', ['324'], 25.21, 75.86),
  P('bikaner', 'Bikaner', 'rajasthan', ['334'], 28.02, 73.31),
  P('ahmedabad', 'Ahmedabad', 'gujarat', ['380', '382'], 23.02, 72.57),
  P('surat', 'Surat', 'gujarat', ['394', '395'], 21.17, 72.83),
  P('vadodara', 'Vadodara', 'gujarat', ['390', '391'], 22.31, 73.18),
  P('rajkot', 'Rajkot', 'gujarat', ['360'], 22.3, 70.8),
  P('indore', 'Indore', 'madhya-pradesh', ['452', '453'], 22.72, 75.86),
  P('bhopal', 'Bhopal', 'madhya-pradesh', ['462'], 23.26, 77.41),
  P('jabalpur', 'Jabalpur', 'madhya-pradesh', ['482'], 23.18, 79.99),
  P('gwalior', 'Gwalior', 'madhya-pradesh', ['474'], 26.22, 78.18),
  P('raipur', 'Raipur', 'chhattisgarh', ['492'], 21.25, 81.63),
  P('patna', 'Patna', 'bihar', ['800', '801'], 25.59, 85.14),
  P('gaya', 'Gaya', 'bihar', ['823'], 24.79, 85.0),
  P('muzaffarpur', 'Muzaffarpur', 'bihar', ['842'], 26.12, 85.39),
  P('ranchi', 'Ranchi', 'jharkhand', ['834', '835'], 23.34, 85.31),
  P('jamshedpur', 'Jamshedpur', 'jharkhand', ['831', '832'], 22.8, 86.2),
  P('dhanbad', 'Dhanbad', 'jharkhand', ['826', '828'], 23.8, 86.43),
  P('kolkata', 'Kolkata', 'west-bengal', ['700'], 22.57, 88.36),
  P('howrah', 'Howrah', 'west-bengal', ['711'], 22.59, 88.31),
  P('siliguri', 'Siliguri', 'west-bengal', ['734'], 26.73, 88.4),
  P('bhubaneswar', 'Bhubaneswar', 'odisha', ['751', '752'], 20.3, 85.82),
  P('cuttack', 'Cuttack', 'odisha', ['753', '754'], 20.46, 85.88),
  P('guwahati', 'Guwahati', 'assam', ['781'], 26.14, 91.74),
  P('hyderabad', 'Hyderabad', 'telangana', ['500', '501'], 17.39, 78.49),
  P('warangal', 'Warangal', 'telangana', ['506'], 17.97, 79.59),
  P('visakhapatnam', 'Visakhapatnam', 'andhra-pradesh', ['530', '531'], 17.69, 83.22),
  P('vijayawada', 'Vijayawada', 'andhra-pradesh', ['520', '521'], 16.51, 80.65),
  P('guntur', 'Guntur', 'andhra-pradesh', ['522'], 16.31, 80.44),
  P('tirupati', 'Tirupati', 'andhra-pradesh', ['517'], 13.63, 79.42),
  P('bengaluru', 'Bengaluru', 'karnataka', ['560', '562'], 12.97, 77.59),
  P('mysuru', 'Mysuru', 'karnataka', ['570'], 12.3, 76.64),
  P('mangaluru', 'Mangaluru', 'karnataka', ['575'], 12.91, 74.86),
  P('hubballi', 'Hubballi-Dharwad', 'karnataka', ['580'], 15.36, 75.12),
  P('belagavi', 'Belagavi', 'karnataka', ['590'], 15.85, 74.5),
  P('chennai', 'Chennai', 'tamil-nadu', ['600', '603'], 13.08, 80.27),
  P('coimbatore', 'Coimbatore', 'tamil-nadu', ['641'], 11.02, 76.96),
  P('madurai', 'Madurai', 'tamil-nadu', ['625'], 9.93, 78.12),
  P('tiruchirappalli', 'Tiruchirappalli', 'tamil-nadu', ['620'], 10.79, 78.7),
  P('vellore', 'Vellore', 'tamil-nadu', ['632'], 12.92, 79.13),
  P('puducherry', 'Puducherry', 'puducherry', ['605'], 11.94, 79.81),
  P('kochi', 'Kochi', 'kerala', ['682'], 9.93, 76.27),
  P('thiruvananthapuram', 'Thiruvananthapuram', 'kerala', ['695'], 8.52, 76.94),
  P('kozhikode', 'Kozhikode', 'kerala', ['673'], 11.26, 75.78),
  P('thrissur', 'Thrissur', 'kerala', ['680'], 10.53, 76.21),
  P('panaji', 'Panaji', 'goa', ['403'], 15.5, 73.83),
];

export const DonorPlaceCodes = DonorPlaces.map((p) => p.code) as [string, ...string[]];
const byCode = new Map(DonorPlaces.map((p) => [p.code, p]));

export function donorPlace(code: string): DonorPlace | undefined {
  return byCode.get(code);
}

/** Whether a six-digit PIN code can be in the city (its first three digits are one of the city's). */
export function pinFitsPlace(pin: string, code: string): boolean {
  const place = byCode.get(code);
  return place !== undefined && /^[1-9]\d{5}$/.test(pin) && place.pinPrefixes.includes(pin.slice(0, 3));
}

/** Great-circle distance between two cities' centres in kilometres, rounded; 0 within one city. */
export function distanceKm(a: string, b: string): number | null {
  if (a === b) return 0;
  const p = byCode.get(a);
  const q = byCode.get(b);
  if (!p || !q) return null;
  const rad = Math.PI / 180;
  const dLat = (q.lat - p.lat) * rad;
  const dLon = (q.lon - p.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

/** Every city within `km` of a city (itself first), with its distance: the places a match looks in. */
export function placesWithin(code: string, km: number): { code: string; km: number }[] {
  const out: { code: string; km: number }[] = [];
  for (const p of DonorPlaces) {
    const d = distanceKm(code, p.code);
    if (d !== null && d <= km) out.push({ code: p.code, km: d });
  }
  return out.sort((x, y) => x.km - y.km);
}
