import {
  cloneElement,
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * A header menu whose code (Mantine's Menu and its positioning, a tenth of the frame's scripts) loads when
 * the menu is first used: until then its button alone, which reads the same (`aria-haspopup`) and starts
 * the load when pointed at or focused; a click opens the menu once it has come. `menu` draws the loaded
 * menu round the same button, opened at once (it is drawn only after a click).
 */
export function MenuOnUse({
  button,
  preload,
  menu,
}: {
  button: ReactElement<Record<string, unknown>>;
  preload: () => unknown;
  menu: () => ReactNode;
}) {
  const [clicked, setClicked] = useState<{ focused: boolean } | null>(null);
  const waiting = cloneElement(button, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: MouseEvent<HTMLElement>) =>
      setClicked({ focused: event.currentTarget === document.activeElement }),
  });
  if (!clicked) return waiting;
  return (
    <span style={{ display: 'contents' }}>
      <Suspense fallback={waiting}>
        {menu()}
        {clicked.focused && <FocusOnArrival />}
      </Suspense>
    </span>
  );
}

/**
 * The menu's own button takes the focus the waiting one had: the swap must not lose a keyboard user (the
 * menu then moves it into its items, and gives it back to that button when it closes).
 */
function FocusOnArrival() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marker.current?.parentElement?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
  }, []);
  return <span ref={marker} hidden />;
}
