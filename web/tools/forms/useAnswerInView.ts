import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether an answer whose top edge is `top` px from the top of a window `height` px tall needs scrolling
 * to: its start is above the window, or in the window's lower third, where a phone's fold leaves it.
 */
export function answerOutOfView(top: number, height: number): boolean {
  return top < 0 || top > (height * 2) / 3;
}

/**
 * A query's answer as `useAnswerInView` reads it: its data, or its error, once it has them and is not
 * fetching.
 */
export function shownAnswerOf(query: { isFetching: boolean; data: unknown; error: unknown }): unknown {
  return query.isFetching ? undefined : (query.data ?? query.error ?? undefined);
}

/**
 * After a submit, brings its answer (the result, or what went wrong) into view once the screen draws it:
 * on a phone the answer is often below the fold, under the form. It gives the ref of the element that holds
 * the answer, and `expectAnswer`, which the form calls as it submits. `answer` is the answer on screen:
 * a value that is new for each answer drawn (a query's data or error, a mutation's result), undefined
 * while there is none or while one loads. The first answer other than the one on screen at the submit is
 * the submit's: a search sent again unchanged, whose answer is already there, moves nothing. An answer
 * already in view stays where it is; the scroll is instant for a reader who asks for reduced motion.
 */
export function useAnswerInView<Element extends HTMLElement = HTMLDivElement>(answer: unknown) {
  const ref = useRef<Element>(null);
  const shown = useRef(answer);
  // The answer on screen when the form was sent, while its own is awaited.
  const awaited = useRef<{ readonly before: unknown } | null>(null);
  useEffect(() => {
    shown.current = answer;
    const element = ref.current;
    if (!awaited.current || answer === undefined || answer === awaited.current.before || !element) return;
    awaited.current = null;
    if (!answerOutOfView(element.getBoundingClientRect().top, window.innerHeight)) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [answer]);
  const expectAnswer = useCallback(() => {
    awaited.current = { before: shown.current };
  }, []);
  return [ref, expectAnswer] as const;
}
