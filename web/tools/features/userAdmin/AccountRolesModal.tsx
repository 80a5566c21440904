import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { PORTAL_ROLES, isPortalRole, type PortalRole } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAccount } from './userAdminApi';

/**
 * The portal roles of one account, one box per role, saved together: what the account may open and do. The
 * service keeps at least one enabled administrator and says so when a change would leave none.
 */
export function AccountRolesModal({
  account,
  roles,
  saving,
  refusal,
  onSave,
  onCancel,
}: {
  /** The account whose roles change; null when the window is closed. */
  account: AdminAccount | null;
  /** Its roles now, in the portal's client. */
  roles: readonly string[];
  saving: boolean;
  /** Why the service refused the last save (the last administrator), said in the window itself. */
  refusal: string | null;
  onSave: (roles: PortalRole[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // Opened for one account at a time: the boxes start from that account's roles each time it opens.
  const [chosen, setChosen] = useState<{ id: string | null; roles: string[] }>({ id: null, roles: [] });
  const checked = chosen.id === account?.id ? chosen.roles : [...roles];
  return (
    <Modal
      opened={account !== null}
      onClose={onCancel}
      title={t('userAdmin.rolesTitle', { username: account?.username ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('messages.close') }}
      classNames={{ content: 'signed-in-screen' }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('userAdmin.rolesHint')}</Text>
        <Checkbox.Group
          label={t('userAdmin.roles')}
          value={checked}
          onChange={(value) => setChosen({ id: account?.id ?? null, roles: value })}
        >
          <Stack gap="xs" mt="xs">
            {PORTAL_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('userAdmin.cancel')}
          </Button>
          <Button loading={saving} onClick={() => onSave(checked.filter(isPortalRole))}>
            {t('userAdmin.rolesSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
