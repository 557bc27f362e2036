import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@gd/contracts/language';
import { CheckIcon, ChevronDownIcon } from '../../components/icons';
import { MenuButton, menuClasses } from '../../components/menu-button';
import { htmlLangFor } from '../../lib/i18n';
import { getToken } from '../../lib/storage';
import { useLanguage } from '../../lib/use-language';

const nameKey = (language: Language) => `LANGUAGE.${language.toUpperCase()}`;

/**
 * English / ગુજરાતી (spec §1): the choice is stored in `selectedLanguage` and sets `<html lang>`. A logged-in
 * user's account keeps it too (best effort), so their mails come in that language.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { language: current, htmlLang, setLanguage } = useLanguage();
  const currentName = t(nameKey(current));

  const choose = (value: Language) => {
    if (value === current) return;
    void setLanguage(value);
    // The account's copy (its code loads for a signed-in visitor only; a guest's first page does not carry it).
    if (getToken()) void import('../../lib/api/update-me').then((m) => m.saveLanguagePreference(queryClient, value));
  };

  return (
    <MenuButton
      width={180}
      label={t('LANGUAGE.LABEL')}
      renderTrigger={(trigger) => (
        <Button
          {...trigger}
          variant="default"
          size="sm"
          px="xs"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t('LANGUAGE.CURRENT', { language: currentName })}
        >
          <span lang={htmlLang}>{currentName}</span>
        </Button>
      )}
    >
      <>
        <div role="presentation" className={menuClasses.label}>
          {t('LANGUAGE.LABEL')}
        </div>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="menuitemradio"
            aria-checked={language === current}
            tabIndex={-1}
            lang={htmlLangFor(language)}
            className={menuClasses.item}
            onClick={() => choose(language)}
          >
            <span className={menuClasses.check}>{language === current ? <CheckIcon size={16} /> : null}</span>
            {t(nameKey(language))}
          </button>
        ))}
      </>
    </MenuButton>
  );
}
