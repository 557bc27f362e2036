// The business dashboard composes three features (owner: stats, inquiries, products; jobs: posts and
// applications; content: offers), so it lives in the app layer, where features meet.
import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { APPROVAL } from '@gd/contracts/codes';
import { paths } from '../paths';
import { JobRequestsTable } from '../../features/jobs/components/job-requests-table';
import { OwnerJobsTable } from '../../features/jobs/components/owner-jobs-table';
import { OffersManager } from '../../features/content/components/offers-manager';
import { useMyBusinesses } from '../../features/owner/api/get-my-businesses';
import { GalleryManager } from '../../features/owner/components/gallery-manager';
import { InquiriesTable, WIDE_QUERY } from '../../features/owner/components/inquiries-table';
import { OwnerReviews } from '../../features/owner/components/owner-reviews';
import { OwnerPage } from '../../features/owner/components/owner-page';
import { ProductsTable } from '../../features/owner/components/products-table';
import { StatsPanel } from '../../features/owner/components/stats-panel';

/**
 * The sidebar tabs of spec §2 (job and job_request come from the jobs board, issue 6; offer from issue 7; reviews
 * and photos from decision 72).
 */
export const BUSINESS_TABS = [
  'dashboard',
  'inquiry',
  'product',
  'job',
  'job_request',
  'offer',
  'reviews',
  'photos',
] as const;
type BusinessTab = (typeof BUSINESS_TABS)[number];
const TAB_KEYS: Record<BusinessTab, string> = {
  dashboard: 'OWNER.TAB_DASHBOARD',
  inquiry: 'OWNER.TAB_INQUIRY',
  product: 'OWNER.TAB_PRODUCT',
  job: 'JOBS.TAB_JOB',
  job_request: 'JOBS.TAB_JOB_REQUEST',
  offer: 'CONTENT.TAB_OFFER',
  reviews: 'OWNER.TAB_REVIEWS',
  photos: 'OWNER.TAB_PHOTOS',
};

/** /my-business/{business_id}?tab=…: one business's dashboard, inquiries and products. */
export function BusinessDashboardPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const businessId = Number(id);
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const businesses = useMyBusinesses();
  const business = businesses.data?.find((b) => b.business_id === businessId);
  const name = business?.business_name;
  const wanted = params.get('tab');
  const tab: BusinessTab = BUSINESS_TABS.includes(wanted as BusinessTab) ? (wanted as BusinessTab) : 'dashboard';

  return (
    <OwnerPage
      title={name ?? t('TITLES.BUSINESS_DASHBOARD')}
      crumbs={[{ label: t('TITLES.MY_BUSINESS'), to: paths.myBusiness.href() }]}
    >
      <Tabs
        value={tab}
        onChange={(next) => next && setParams({ tab: next }, { replace: true })}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant={wide ? 'pills' : 'default'}
        keepMounted={false}
      >
        <Tabs.List
          aria-label={t('OWNER.SIDEBAR')}
          miw={wide ? 180 : undefined}
          mb={wide ? 0 : 'md'}
          mr={wide ? 'lg' : 0}
        >
          {BUSINESS_TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(TAB_KEYS[key])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="dashboard" style={{ minWidth: 0 }}>
          <StatsPanel businessId={businessId} />
        </Tabs.Panel>
        <Tabs.Panel value="inquiry" style={{ minWidth: 0 }}>
          <InquiriesTable businessId={businessId} />
        </Tabs.Panel>
        <Tabs.Panel value="product" style={{ minWidth: 0 }}>
          <ProductsTable businessId={businessId} />
        </Tabs.Panel>
        <Tabs.Panel value="job" style={{ minWidth: 0 }}>
          <OwnerJobsTable businessId={businessId} />
        </Tabs.Panel>
        <Tabs.Panel value="job_request" style={{ minWidth: 0 }}>
          <JobRequestsTable businessId={businessId} />
        </Tabs.Panel>
        <Tabs.Panel value="offer" style={{ minWidth: 0 }}>
          <OffersManager
            scope={{ kind: 'owner', businessId }}
            title={t('CONTENT.MY_OFFERS')}
            canPublish={business?.is_approve === APPROVAL.APPROVED}
          />
        </Tabs.Panel>
        <Tabs.Panel value="reviews" style={{ minWidth: 0 }}>
          <OwnerReviews businessId={businessId} />
        </Tabs.Panel>
        <Tabs.Panel value="photos" style={{ minWidth: 0 }}>
          <GalleryManager businessId={businessId} />
        </Tabs.Panel>
      </Tabs>
    </OwnerPage>
  );
}
