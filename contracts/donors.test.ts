import { describe, expect, it } from 'vitest';
import {
  BloodGroups,
  compatibilityTier,
  eligibleFrom,
  RequestComponents,
  type BloodGroup,
  type RequestComponent,
} from './donors.js';
import { distanceKm, pinFitsPlace, placesWithin } from './donor-places.js';

/*
 * The compatibility table checked against the rules themselves, for every patient and donor group
 * and every component: written here from antigens and antibodies, apart from the table.
 */
const antigens = (g: BloodGroup) => new Set(g.replace(/[+-]/, '') === 'O' ? [] : g.replace(/[+-]/, '').split(''));
const rhPositive = (g: BloodGroup) => g.endsWith('+');
const within = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));
const sameAbo = (p: BloodGroup, d: BloodGroup) => p.replace(/[+-]/, '') === d.replace(/[+-]/, '');

/** Red cells: the donor's cells carry no ABO or RhD antigen the patient lacks. */
const redCellsOk = (p: BloodGroup, d: BloodGroup) =>
  within(antigens(d), antigens(p)) && (rhPositive(p) || !rhPositive(d));
/** Plasma: the donor's plasma carries no antibody against the patient's cells (the donor has every antigen the patient has). */
const plasmaOk = (p: BloodGroup, d: BloodGroup) => within(antigens(p), antigens(d));

function expectedTier(component: RequestComponent, p: BloodGroup, d: BloodGroup): number | null {
  if (component === 'red_cells') return redCellsOk(p, d) ? (p === d ? 1 : 2) : null;
  if (component === 'plasma') return plasmaOk(p, d) ? (sameAbo(p, d) ? 1 : 2) : null;
  // Platelets: ABO-identical first, then plasma-compatible; an RhD-negative patient prefers RhD-negative donors.
  if (!plasmaOk(p, d)) return null;
  const rhPreferred = rhPositive(p) || !rhPositive(d);
  if (rhPositive(p)) return sameAbo(p, d) ? 1 : 2;
  return (sameAbo(p, d) ? 1 : 3) + (rhPreferred ? 0 : 1);
}

describe('the compatibility table', () => {
  for (const component of RequestComponents)
    for (const patient of BloodGroups)
      it(`${component} for a ${patient} patient: every donor group as the rules say`, () => {
        for (const donor of BloodGroups)
          expect(compatibilityTier(component, patient, donor), `${donor} → ${patient}`).toBe(
            expectedTier(component, patient, donor),
          );
      });

  it('O- gives red cells to everyone and AB+ receives red cells from everyone', () => {
    for (const g of BloodGroups) {
      expect(compatibilityTier('red_cells', g, 'O-')).not.toBeNull();
      expect(compatibilityTier('red_cells', 'AB+', g)).not.toBeNull();
    }
  });

  it('AB plasma goes to everyone, O plasma only to O', () => {
    for (const g of BloodGroups) expect(compatibilityTier('plasma', g, 'AB-')).not.toBeNull();
    expect(compatibilityTier('plasma', 'A+', 'O+')).toBeNull();
  });
});

describe('eligibility under the 2017 guidelines', () => {
  const base = {
    sex: 'male' as const,
    birthYear: 1990,
    weightKg: 70,
    hasDonatedBefore: true,
    lastWholeBloodOn: null,
    lastApheresisOn: null,
    apheresisLastYear: 0,
  };
  it('whole blood again after 90 days for men and 120 for women', () => {
    expect(eligibleFrom({ ...base, lastWholeBloodOn: '2026-01-01' }, '2026-01-31').whole_blood).toBe('2026-04-01');
    expect(eligibleFrom({ ...base, sex: 'female', lastWholeBloodOn: '2026-01-01' }, '2026-01-31').whole_blood).toBe(
      '2026-05-01',
    );
  });
  it('no plateletpheresis within 28 days of a whole-blood donation; 48 hours between aphereses', () => {
    expect(eligibleFrom({ ...base, lastWholeBloodOn: '2026-01-01' }, '2026-01-05').platelets).toBe('2026-01-29');
    expect(eligibleFrom({ ...base, lastApheresisOn: '2026-03-01' }, '2026-03-01').platelets).toBe('2026-03-03');
  });
  it('apheresis only from 18 to 60 and at 50 kg; a first-time donor not above 60', () => {
    expect(eligibleFrom({ ...base, birthYear: 1963 }, '2026-06-01')).toMatchObject({ platelets: null });
    expect(eligibleFrom({ ...base, weightKg: 48 }, '2026-06-01')).toMatchObject({
      whole_blood: '2026-06-01',
      platelets: null,
    });
    expect(eligibleFrom({ ...base, birthYear: 1963, hasDonatedBefore: false }, '2026-06-01').whole_blood).toBeNull();
  });
});

describe('places', () => {
  it('a PIN code must be in the chosen city', () => {
    expect(pinFitsPlace('411038', 'pune')).toBe(true);
    expect(pinFitsPlace('560034', 'pune')).toBe(false);
    expect(pinFitsPlace('41103', 'pune')).toBe(false);
  });
  it('Pimpri-Chinchwad is near Pune and Mumbai is not within 100 km', () => {
    expect(distanceKm('pune', 'pune')).toBe(0);
    expect(distanceKm('pune', 'pimpri-chinchwad')!).toBeLessThan(25);
    expect(placesWithin('pune', 100).map((p) => p.code)).not.toContain('mumbai');
  });
});
