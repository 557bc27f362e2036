import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/utils';
import { useConfirm, type ConfirmOptions } from './use-confirm';

function Trigger(options: ConfirmOptions) {
  const confirm = useConfirm();
  return <Button onClick={() => confirm(options)}>Delete Kesar Sweets</Button>;
}

const base = { title: 'Confirm delete', message: 'Are you sure want to delete?', subject: 'Kesar Sweets' };

describe('useConfirm (@mantine/modals)', () => {
  it('asks with Yes / No, closes on No without running the action', async () => {
    const onConfirm = vi.fn();
    renderWithRouter(<Trigger {...base} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kesar Sweets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete' });
    expect(dialog).toHaveTextContent('Are you sure want to delete?');
    expect(dialog).toHaveTextContent('Kesar Sweets');
    const buttons = within(dialog).getAllByRole('button', { name: /^(Yes|No)$/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['No', 'Yes']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows Yes busy while the action runs and closes when it succeeds', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithRouter(<Trigger {...base} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kesar Sweets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveAttribute('data-loading'));
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open for another try when the action fails', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(undefined);
    renderWithRouter(<Trigger {...base} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kesar Sweets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: 'Yes' })).not.toHaveAttribute('data-loading');
    expect(screen.getByRole('dialog', { name: 'Confirm delete' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
