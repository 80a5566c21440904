import { describe, expect, it } from 'vitest';
import { hsDescriptionHasWords, hsDescriptionText } from './hsDescriptionText.js';

describe('a description as the HS finder classifies it', () => {
  it('drops scripts, styles and comments whole, and the tags around words', () => {
    expect(hsDescriptionText('<script>alert(1)</script>')).toBe('');
    expect(hsDescriptionText('<SCRIPT src=x>alert(1)')).toBe('');
    expect(hsDescriptionText('<style>b{}</style><!-- x --> <b>cotton</b>  <i>shirts</i>')).toBe(
      'cotton shirts',
    );
    expect(hsDescriptionText('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('leaves text that only looks like markup: comparisons, arrows, Bengali', () => {
    expect(hsDescriptionText('cable < 1000 V, steel > 2 mm')).toBe('cable < 1000 V, steel > 2 mm');
    expect(hsDescriptionText('পুরুষদের সুতি টি-শার্ট')).toBe('পুরুষদের সুতি টি-শার্ট');
  });

  it('tells whether anything is left to classify', () => {
    expect(hsDescriptionHasWords('')).toBe(false);
    expect(hsDescriptionHasWords(' !? ')).toBe(false);
    expect(hsDescriptionHasWords('চা')).toBe(true);
  });
});
