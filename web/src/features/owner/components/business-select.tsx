import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMyBusiness } from '@gd/contracts/schemas/owner';

export interface BusinessSelectProps {
  businesses: TMyBusiness[];
  value: number | null;
  onChange: (businessId: number) => void;
  required?: boolean;
  error?: string;
}

/** Picks one of the owner's businesses (dashboard, inquiries, products). */
export function BusinessSelect({ businesses, value, onChange, required, error }: BusinessSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('OWNER.SELECT_BUSINESS')}
      maw={420}
      required={required}
      allowDeselect={false}
      data={businesses.map((b) => ({ value: String(b.business_id), label: b.business_name ?? t('OWNER.UNNAMED') }))}
      value={value === null ? null : String(value)}
      onChange={(v) => v && onChange(Number(v))}
      placeholder={t('WIZARD.SELECT')}
      error={error}
    />
  );
}
