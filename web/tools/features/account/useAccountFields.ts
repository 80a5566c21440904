import { useState, type ChangeEvent } from 'react';

/**
 * The values of an account form's fields, and the props that bind an input to one of them by name: its
 * value and change, and the problem the API found with it (from `errors`).
 */
export function useAccountFields<Name extends string>(
  initial: Readonly<Record<Name, string>>,
  errors: Readonly<Record<string, string>>,
) {
  const [values, setValues] = useState(initial);
  const props = (name: Name) => ({
    name,
    required: true,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    error: errors[name],
  });
  return { values, props, reset: () => setValues(initial) };
}
