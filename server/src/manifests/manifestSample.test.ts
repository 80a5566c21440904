import { cargoVesselProblems, type IsoDate } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { FIRST_START_MANIFEST_SAMPLE, manifestSample } from './manifestSample.js';

describe('the sample manifests', () => {
  it("never have a vessel arrive before it left, whatever the seed and the day's hour", () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const { vessels } = manifestSample({
        today: '2026-11-27' as IsoDate,
        seed,
        ...FIRST_START_MANIFEST_SAMPLE,
      });
      const arrivedEarly = vessels.filter(
        (vessel) => vessel.ata !== null && vessel.atd !== null && vessel.ata < vessel.atd,
      );
      expect(
        arrivedEarly.map((vessel) => `${seed} ${vessel.name}: ATD ${vessel.atd}, ATA ${vessel.ata}`),
      ).toEqual([]);
      expect(vessels.flatMap(cargoVesselProblems)).toEqual([]);
    }
  });

  it('a vessel that arrives before its departure is refused', () => {
    const [vessel] = manifestSample({
      today: '2026-11-27' as IsoDate,
      seed: 3,
      ...FIRST_START_MANIFEST_SAMPLE,
    }).vessels;
    if (!vessel) throw new Error('no sample vessel');
    const problems = cargoVesselProblems({
      ...vessel,
      atd: '2026-11-27T19:30:00Z',
      ata: '2026-11-27T06:00:00Z',
    });
    expect(problems.map((problem) => `${problem.path} ${problem.code}`)).toEqual([
      'ata CARGO_ARRIVAL_BEFORE_DEPARTURE',
    ]);
  });
});
