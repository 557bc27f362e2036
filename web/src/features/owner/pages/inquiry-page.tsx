import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BusinessPicker } from '../components/business-picker';
import { InquiriesTable } from '../components/inquiries-table';
import { OwnerPage } from '../components/owner-page';

/** /inquiry (the owner's first business, with a selector) and /inquiry/{business_id}. */
export function InquiryPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const businessId = id === undefined ? null : Number(id);
  return (
    <OwnerPage title={t('TITLES.INQUIRIES')} crumbs={[{ label: t('TITLES.MY_BUSINESS'), to: paths.myBusiness.href() }]}>
      <BusinessPicker
        businessId={businessId}
        onPick={(next) => void navigate(paths.inquiryBusiness.href({ id: next }))}
      >
        {(selected) => <InquiriesTable key={selected} businessId={selected} />}
      </BusinessPicker>
    </OwnerPage>
  );
}
