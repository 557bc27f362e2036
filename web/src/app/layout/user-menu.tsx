import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { MenuButton, menuClasses } from '../../components/menu-button';
import { visibleAccountItems } from './nav-items';

export interface UserMenuProps {
  userName: string;
  paymentProviderType: string | null | undefined;
  onLogout: () => void;
}

/** The logged-in user's dropdown (spec §2 header). */
export function UserMenu({ userName, paymentProviderType, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuButton
      width={220}
      renderTrigger={(trigger) => (
        <Button
          {...trigger}
          variant="subtle"
          size="sm"
          maw={200}
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t('ACCOUNT.MENU_LABEL', { name: userName })}
        >
          {userName}
        </Button>
      )}
    >
      <>
        {visibleAccountItems(paymentProviderType).map((item) => (
          <Link key={item.to} to={item.to} role="menuitem" tabIndex={-1} className={menuClasses.item}>
            {t(item.labelKey)}
          </Link>
        ))}
        <div role="separator" className={menuClasses.separator} />
        <button type="button" role="menuitem" tabIndex={-1} className={menuClasses.item} onClick={onLogout}>
          {t('ACCOUNT.LOGOUT')}
        </button>
      </>
    </MenuButton>
  );
}
