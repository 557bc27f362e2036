import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
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
    <Menu position="bottom-end" shadow="md" withinPortal={false} withInitialFocusPlaceholder={false} width={220}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="sm"
          maw={200}
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t('ACCOUNT.MENU_LABEL', { name: userName })}
        >
          {userName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {visibleAccountItems(paymentProviderType).map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>{t('ACCOUNT.LOGOUT')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
