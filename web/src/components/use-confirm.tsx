import type { MantineColor } from '@mantine/core';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenModalsHostReady } from '../lib/modals-host';

export interface ConfirmOptions {
  /** The dialog's title, which is also its accessible name ('Confirm delete'). */
  title: string;
  /** The question ('Are you sure want to delete?'). */
  message: ReactNode;
  /** What the action is about, in bold under the question (a name, a title). */
  subject?: string | null | undefined;
  /** The confirm button ('Yes' by default). */
  confirmLabel?: string;
  /** The cancel button ('No' by default). */
  cancelLabel?: string;
  /** The confirm button's colour: red (a deletion) by default. */
  color?: MantineColor;
  /**
   * Runs on confirm while the button shows it is busy (No is disabled meanwhile). When it resolves the dialog
   * closes; when it rejects the dialog stays open for another try (the action shows the error, e.g. a toast).
   */
  onConfirm: () => unknown;
}

let lastId = 0;

/**
 * Confirmations through `@mantine/modals` (spec §2, §4: the delete modal opens on delete, closes on No, on its
 * close button and on success). `confirm(options)` opens one; a dialog still open when the component that opened
 * it unmounts (the visitor left the page) is closed with it.
 */
export function useConfirm(): (options: ConfirmOptions) => void {
  const { t } = useTranslation();
  const openIds = useRef(new Set<string>());

  useEffect(() => {
    const ids = openIds.current;
    return () => {
      ids.forEach((id) => modals.close(id));
      ids.clear();
    };
  }, []);

  return useCallback(
    (options: ConfirmOptions) => {
      lastId += 1;
      const modalId = `confirm-${lastId}`;
      const confirmProps = { color: options.color ?? 'red' };
      const run = async () => {
        modals.updateModal({
          modalId,
          confirmProps: { ...confirmProps, loading: true },
          cancelProps: { disabled: true },
        });
        try {
          await options.onConfirm();
        } catch {
          modals.updateModal({ modalId, confirmProps, cancelProps: {} });
          return;
        }
        modals.close(modalId);
      };
      openIds.current.add(modalId);
      void whenModalsHostReady().then(() => {
        if (!openIds.current.has(modalId)) return; // the page went away meanwhile
        modals.openConfirmModal({
          modalId,
          title: options.title,
          children: (
            <>
              <Text>{options.message}</Text>
              {options.subject ? (
                <Text fw={600} mt={4}>
                  {options.subject}
                </Text>
              ) : null}
            </>
          ),
          labels: { confirm: options.confirmLabel ?? t('ACTIONS.YES'), cancel: options.cancelLabel ?? t('ACTIONS.NO') },
          confirmProps,
          closeOnConfirm: false,
          onConfirm: () => void run(),
          onClose: () => openIds.current.delete(modalId),
        });
      });
    },
    [t],
  );
}
