import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, menuClasses } from './menu-button';

function renderMenu(onPick = vi.fn()) {
  render(
    <>
      <MenuButton renderTrigger={(props) => <button {...props}>Account</button>}>
        {['Profile', 'Settings', 'Logout'].map((label) => (
          <button
            key={label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={menuClasses.item}
            onClick={() => onPick(label)}
          >
            {label}
          </button>
        ))}
      </MenuButton>
      <button type="button">Outside</button>
    </>,
  );
  return onPick;
}

describe('MenuButton (APG menu button)', () => {
  it('opens with ↓ on the first item, moves with ↑ ↓ Home End, closes with Escape back on the trigger', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}'); // wraps
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('s'); // type-ahead
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs the item on Enter and closes; an outside click closes too', async () => {
    const onPick = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
