import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an answer whose top edge is `top` px from the top of a window `height` px tall needs scrolling
 * to: its start is above the window, or in the window's lower third, where a phone's fold leaves it.
 */
export function answerOutOfView(top: number, height: number): boolean {
  return top < 0 || top > (height * 2) / 3;
}

/**
 * After a submit, brings its answer (the result, or what went wrong) into view once the screen draws it:
 * on a phone the answer is often below the fold, under the form. It gives the ref of the element that holds
 * the answer, and `expectAnswer`, which the form calls as it submits; `answered` says that an answer is
 * drawn there (the element may hold the previous one while the new one loads: it is in the same place). An answer already
 * in view stays where it is; the scroll is instant for a reader who asks for reduced motion.
 */
export function useAnswerInView<Element extends HTMLElement = HTMLDivElement>(answered: boolean) {
  const ref = useRef<Element>(null);
  const waiting = useRef(false);
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!waiting.current || !answered || !element) return;
    waiting.current = false;
    if (!answerOutOfView(element.getBoundingClientRect().top, window.innerHeight)) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [asks, answered]);
  const expectAnswer = useCallback(() => {
    waiting.current = true;
    setAsks((count) => count + 1);
  }, []);
  return [ref, expectAnswer] as const;
}
