import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@gd/contracts/codes';
import { ChevronDownIcon } from '../../components/icons';
import { changeLanguage, htmlLangFor, isLanguage } from '../../lib/i18n';

const nameKey = (language: Language) => `LANGUAGE.${language.toUpperCase()}`;

/** English / ગુજરાતી (spec §1): the choice is stored in `selectedLanguage` and sets `<html lang>`. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const currentName = t(nameKey(current));

  return (
    <Menu position="bottom-end" shadow="md" withinPortal={false} withInitialFocusPlaceholder={false} width={180}>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          px="xs"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t('LANGUAGE.CURRENT', { language: currentName })}
        >
          <span lang={htmlLangFor(current)}>{currentName}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('LANGUAGE.LABEL')}</Menu.Label>
        <Menu.RadioGroup
          value={current}
          onChange={(value) => {
            if (isLanguage(value)) void changeLanguage(value, i18n);
          }}
        >
          {LANGUAGES.map((language) => (
            <Menu.RadioItem key={language} value={language} lang={htmlLangFor(language)}>
              {t(nameKey(language))}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
