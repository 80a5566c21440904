import { describe, expect, it } from 'vitest';
import { answerOutOfView } from './useAnswerInView';

describe('whether an answer needs scrolling to', () => {
  it('leaves an answer that starts in the upper two thirds of the window', () => {
    expect(answerOutOfView(0, 844)).toBe(false);
    expect(answerOutOfView(400, 844)).toBe(false);
  });

  it('scrolls to an answer that starts low on the screen, below the fold or above the window', () => {
    expect(answerOutOfView(700, 844)).toBe(true);
    expect(answerOutOfView(1200, 844)).toBe(true);
    expect(answerOutOfView(-300, 844)).toBe(true);
  });
});
