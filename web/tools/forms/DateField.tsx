import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { formatDate, isIsoDate, typedDate } from '@tsw/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languagePath';

type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** The day (YYYY-MM-DD), or '' for none. */
  readonly value: string;
  /** The day typed or picked (YYYY-MM-DD), '' when emptied, or the text as typed when it names no day. */
  readonly onChange: (value: string) => void;
  readonly min?: string;
  readonly max?: string;
};

/** A calendar, drawn here: the tools carry no icon set. */
function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * A date field that writes and reads the day as the rest of the screen does (issue 43): in the screen's
 * language's order and digits (28/11/2026, ২৮/১১/২০২৬), not in the browser's, which a native date input
 * follows whatever the page's language. Typing takes that form, Bengali digits, or ISO; the calendar button
 * opens the device's own picker (on a phone, the one its users know), whose choice is shown the same way.
 */
export function DateField({ value, onChange, min, max, name, ...field }: DateFieldProps) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const picker = useRef<HTMLInputElement>(null);
  const shown = (day: string) => (isIsoDate(day) ? formatDate(day, language) : day);
  const [text, setText] = useState(() => shown(value));
  // A day set from outside (a linked address, a reset) is shown in the screen's form; what is being typed
  // stays as typed while it names the same day. (React's way of following a prop: set during drawing.)
  const [drawnFor, setDrawnFor] = useState({ value, language });
  if (drawnFor.value !== value || drawnFor.language !== language) {
    setDrawnFor({ value, language });
    if ((typedDate(text, language) ?? text) !== value) setText(shown(value));
  }
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  };
  return (
    <>
      <TextInput
        {...field}
        name={name}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dateField.pattern')}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          onChange(typed.trim() === '' ? '' : (typedDate(typed, language) ?? typed));
        }}
        rightSectionWidth={44}
        rightSection={
          <ActionIcon variant="subtle" size={36} onClick={openPicker} aria-label={t('dateField.choose')}>
            <CalendarIcon />
          </ActionIcon>
        }
      />
      {/* The device's picker, opened by the button; never shown, never sent with a form. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={isIsoDate(value) ? value : ''}
        min={min}
        max={max}
        onChange={(event) => {
          setText(shown(event.currentTarget.value));
          onChange(event.currentTarget.value);
        }}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
    </>
  );
}
