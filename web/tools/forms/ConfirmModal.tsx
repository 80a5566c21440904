import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Asks before an action that loses work (clearing a form, withdrawing a rule): the question, the action's
 * own name on its button, and Cancel, which has the focus first so that Enter does not confirm unread.
 */
export function ConfirmModal({
  opened,
  title,
  question,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  question: string;
  /** The confirming button's words: "Change the regime", "Withdraw". */
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('messages.close') }}
      // Opened in a portal, outside the screen: its buttons are a signed-in screen's all the same.
      classNames={{ content: 'signed-in-screen' }}
    >
      <Text size="sm">{question}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancel}
        </Button>
        <Button color="red.8" onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
