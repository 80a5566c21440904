import { Button, Group, TextInput } from '@mantine/core';
import { TARIFF_CHANGES_LIMITS } from '@tsw/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../forms/DateField';
import type { TariffChangesAsked } from './tariffChangesApi';

/**
 * The two dates and the scope. A field not touched shows what was asked, or the service's default once it
 * answers (`defaults`: the scope's latest change and the day before); `problems` are the service's, at
 * their fields.
 */
export function TariffChangesForm({
  asked,
  defaults,
  problems,
  onAsk,
}: {
  asked: TariffChangesAsked;
  defaults: Pick<TariffChangesAsked, 'from' | 'to'> | undefined;
  problems: Readonly<Record<string, string>>;
  onAsk: (asked: TariffChangesAsked) => void;
}) {
  const { t } = useTranslation();
  // What is typed belongs to the question in the address: another question (going back) shows its own.
  const askedKey = JSON.stringify(asked);
  const [draft, setDraft] = useState<{ for: string; typed: Partial<TariffChangesAsked> }>({
    for: askedKey,
    typed: {},
  });
  const typed = draft.for === askedKey ? draft.typed : {};
  const type = (field: keyof TariffChangesAsked, value: string) =>
    setDraft({ for: askedKey, typed: { ...typed, [field]: value } });
  const shown: TariffChangesAsked = {
    from: typed.from ?? (asked.from || defaults?.from || ''),
    to: typed.to ?? (asked.to || defaults?.to || ''),
    scope: typed.scope ?? asked.scope,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAsk({ ...shown, scope: shown.scope.trim() });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('tools.tariffChanges.title')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateField
          label={t('tariffChanges.from')}
          description={t('tariffChanges.fromHint')}
          name="from"
          value={shown.from}
          onChange={(value) => type('from', value)}
          error={problems.from}
          w={{ base: '100%', xs: 200 }}
        />
        <DateField
          label={t('tariffChanges.to')}
          description={t('tariffChanges.toHint')}
          name="to"
          value={shown.to}
          onChange={(value) => type('to', value)}
          error={problems.to}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          label={t('tariffChanges.scope')}
          description={t('tariffChanges.scopeHint')}
          name="scope"
          value={shown.scope}
          onChange={(event) => type('scope', event.currentTarget.value)}
          error={problems.scope}
          maxLength={TARIFF_CHANGES_LIMITS.scopeMaxLength}
          inputMode="decimal"
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" mt={{ base: 0, sm: 46 }} w={{ base: '100%', xs: 'auto' }}>
          {t('tariffChanges.show')}
        </Button>
      </Group>
    </form>
  );
}
