import { describe, expect, it } from 'vitest';
import { answerOutOfView, shownAnswerOf } from './useAnswerInView';

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

describe("a query's answer on screen", () => {
  it('is its data or its error once it has one and is not fetching, else none', () => {
    const data = { total: 3 };
    const error = new Error('refused');
    expect(shownAnswerOf({ isFetching: false, data, error: null })).toBe(data);
    expect(shownAnswerOf({ isFetching: false, data: undefined, error })).toBe(error);
    expect(shownAnswerOf({ isFetching: true, data, error: null })).toBeUndefined();
    expect(shownAnswerOf({ isFetching: false, data: undefined, error: null })).toBeUndefined();
  });
});
