import { describe, expect, it } from 'vitest';
import { hsModelVersionParts } from './hsModelVersion.js';

describe('hsModelVersionParts', () => {
  it('reads a model built from the portal’s data, and the shipped one', () => {
    expect(hsModelVersionParts('2026-11-26T13:00:02.123Z, 48210 examples, 1250 past declarations')).toEqual({
      kind: 'built',
      builtOn: '2026-11-26',
      examples: 48210,
      pastDeclarations: 1250,
    });
    expect(hsModelVersionParts('shipped 3f9a1c2b, 41872 examples')).toEqual({
      kind: 'shipped',
      digest: '3f9a1c2b',
      examples: 41872,
    });
  });

  it('leaves a version of another form alone', () => {
    expect(hsModelVersionParts('2026-11-26T13:00:00Z-0123456789ab')).toBeUndefined();
    expect(hsModelVersionParts('hs-finder 4.2')).toBeUndefined();
  });
});
