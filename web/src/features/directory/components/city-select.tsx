import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/icons';
import { useCities } from '../../../lib/api/get-cities';
import { useLanguage } from '../../../lib/use-language';
import field from './field.module.css';

export interface CitySelectProps {
  /** The city's op_key as a string, '' for all cities. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** 'sm' beside Mantine's default inputs (search sidebar); 'md' on the home page. */
  size?: 'sm' | 'md';
  /** The field's name when its form is sent by the browser itself (before the app has started). */
  name?: string;
}

/**
 * The city select (spec §2 home and search): a native select (light, and the phone's own picker) of the cities
 * named in the current language, 'All cities' first; 'Failed to load cities' under it when the list fails.
 */
export function CitySelect({ value, onChange, className, size = 'md', name }: CitySelectProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const cities = useCities();
  const id = useId();
  const errorId = useId();
  const failed = cities.isError;
  return (
    <div className={[field.field, size === 'sm' ? field.small : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={field.label}>
        {t('DIRECTORY.CITY')}
      </label>
      <div className={field.wrapper}>
        <select
          id={id}
          name={name}
          className={`${field.control} ${field.withRight}`}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? errorId : undefined}
        >
          <option value="">{t('DIRECTORY.ALL_CITIES')}</option>
          {(cities.data ?? []).map((city) => (
            <option key={city.op_key} value={String(city.op_key)}>
              {pick(city.op_value, city.op_value_guj)}
            </option>
          ))}
          {/* A city from the URL shows while the list loads. */}
          {value && !cities.data ? <option value={value}>{t('DIRECTORY.CITY')}</option> : null}
        </select>
        <span className={field.right} aria-hidden="true">
          <ChevronDownIcon size={16} />
        </span>
      </div>
      {failed ? (
        <p id={errorId} className={field.error}>
          {t('MESSAGES.FAILED_LOAD_CITIES')}
        </p>
      ) : null}
    </div>
  );
}
