import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page numbers under a list, each control named; nothing when one page holds everything. */
export function Pager({
  count,
  size,
  page,
  onChange,
}: {
  count: number;
  size: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (count <= size) return null;
  return (
    <Pagination
      total={Math.ceil(count / size)}
      value={page}
      onChange={onChange}
      size="sm"
      getControlProps={(control) => ({ 'aria-label': t(`TABLE.PAGE_${control.toUpperCase()}`) })}
      getItemProps={(n) => ({ 'aria-label': t('TABLE.PAGE_N', { n }) })}
    />
  );
}
