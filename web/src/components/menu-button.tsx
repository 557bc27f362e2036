import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type MouseEvent,
} from 'react';
import classes from './menu-button.module.css';

/** What the trigger element must spread (a button): ARIA of the menu-button pattern, events and the ref. */
export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface MenuButtonProps {
  /** Renders the trigger (a Mantine Button, …) with these props spread on it. */
  renderTrigger: (props: MenuTriggerProps) => ReactNode;
  /**
   * The menu's content: elements with role `menuitem`, `menuitemradio` or `menuitemcheckbox` (links or buttons,
   * with `tabIndex={-1}`), `separator`s and `presentation` labels. Activating an item closes the menu and puts
   * focus back on the trigger.
   */
  children: ReactNode;
  /** Dropdown width in px. */
  width?: number;
  /** Accessible name of the menu; defaults to the trigger's. */
  label?: string;
}

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

type InitialFocus = 'first' | 'last' | 'checked';

/**
 * A light, accessible menu button (WAI-ARIA APG "menu button"): Enter, Space or ↓ opens on the first (or the
 * checked) item, ↑ on the last; ↑ ↓ Home End move, Escape closes and returns focus, Tab and outside clicks close.
 * It replaces Mantine's Menu in the shell, which brings Popover and floating-ui (~27 KB gzipped) to every page.
 */
export function MenuButton({ renderTrigger, children, width = 200, label }: MenuButtonProps) {
  const [opened, setOpened] = useState(false);
  const triggerId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const initialFocus = useRef<InitialFocus>('first');

  const close = useCallback((returnFocus = true) => {
    setOpened(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const open = (focus: InitialFocus) => {
    initialFocus.current = focus;
    setOpened(true);
  };

  // Outside clicks close the menu (a subscription to the document, only while open).
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened, close]);

  // Focus moves into the menu as soon as it is in the DOM.
  const menuRef = useCallback((menu: HTMLDivElement | null) => {
    if (!menu) return;
    const items = [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    const target =
      initialFocus.current === 'last'
        ? items.at(-1)
        : initialFocus.current === 'checked'
          ? (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])
          : items[0];
    target?.focus();
  }, []);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open('checked');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Space activates a focused item, as Enter does (links only react to Enter natively).
        if (index >= 0) {
          event.preventDefault();
          items[index]?.click();
        }
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          // Type-ahead: the next item starting with the typed character.
          const key = event.key.toLocaleLowerCase();
          const order = [...items.slice(index + 1), ...items.slice(0, index + 1)];
          order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(key))?.focus();
        }
    }
  };

  return (
    <div ref={rootRef} className={classes.root}>
      {renderTrigger({
        ref: triggerRef,
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': opened,
        'aria-controls': opened ? menuId : undefined,
        onClick: () => (opened ? close(false) : open('checked')),
        onKeyDown: onTriggerKeyDown,
      })}
      {opened ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          {...(label ? { 'aria-label': label } : { 'aria-labelledby': triggerId })}
          className={classes.dropdown}
          style={{ width }}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as Element).closest(ITEM_SELECTOR)) close();
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** Class names for the items, separators and labels inside a MenuButton. */
export const menuClasses = {
  item: classes.item,
  separator: classes.separator,
  label: classes.label,
  check: classes.check,
};
