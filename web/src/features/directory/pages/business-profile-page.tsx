// The shell's subset of Mantine's styles (main.tsx) and the tabs' own: the page paints without the full sheet, which
// its lazy parts (modals, gallery, reviews) bring along when they load.
import '@mantine/core/styles/Tabs.layer.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { indiaDate } from '@gd/contracts/india-time';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, YouTubeIcon } from '../../../components/icons';
import { CalendarIcon, ClockIcon, GlobeIcon, PinterestIcon, UserIcon } from '../../../components/icons-extra';
import { formatRupees } from '../../../lib/format';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { usePageTitle } from '../../../lib/page-title';
import { useStoredSession } from '../../../lib/storage';
import { useLanguage } from '../../../lib/use-language';
import { useBusinessProfile } from '../api/get-business-profile';
import { recordClick } from '../api/record-click';
import classes from '../components/profile.module.css';
import { OpenBadge } from '../components/open-badge';
import { OpeningHoursView } from '../components/opening-hours-view';
import { RatingStars } from '../components/rating-stars';
import { ShareProfile } from '../components/share-profile';
import { fullAddress } from '../utils/address';

// Heavier parts load when first needed: the carousel (embla), the modals (focus trap, forms, zod), the reviews.
const loadGallery = () => import('../components/profile-gallery');
const loadInquiry = () => import('../components/inquiry-modal');
const loadContact = () => import('../components/contact-details-modal');
const loadReviews = () => import('../components/reviews-panel');
const ProfileGallery = lazy(async () => ({ default: (await loadGallery()).ProfileGallery }));
const InquiryModal = lazy(async () => ({ default: (await loadInquiry()).InquiryModal }));
const ContactDetailsModal = lazy(async () => ({ default: (await loadContact()).ContactDetailsModal }));
const ReviewsPanel = lazy(async () => ({ default: (await loadReviews()).ReviewsPanel }));

type TabName = 'about' | 'services' | 'products' | 'gallery' | 'reviews';
type ModalName = 'inquiry' | 'contact' | null;

const SOCIAL = [
  { key: 'facebook', labelKey: 'FOOTER.FACEBOOK', Icon: FacebookIcon },
  { key: 'instagram', labelKey: 'FOOTER.INSTAGRAM', Icon: InstagramIcon },
  { key: 'youtube', labelKey: 'FOOTER.YOUTUBE', Icon: YouTubeIcon },
  { key: 'pinterest', labelKey: 'DIRECTORY.PINTEREST', Icon: PinterestIcon },
  { key: 'website', labelKey: 'DIRECTORY.WEBSITE', Icon: GlobeIcon },
] as const;

function SocialLinks({ social, businessId }: { social: TBusinessProfile['social']; businessId: number }) {
  const { t } = useTranslation();
  const links = SOCIAL.flatMap((s) => (social[s.key] ? [{ ...s, href: social[s.key] as string }] : []));
  if (!links.length) return null;
  return (
    <ul className={classes.social} aria-label={t('DIRECTORY.SOCIAL_LINKS')}>
      {links.map(({ key, labelKey, Icon, href }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={classes.socialLink}
            aria-label={`${t(labelKey)} (${t('FOOTER.NEW_TAB')})`}
            title={t(labelKey)}
            onClick={key === 'website' ? () => recordClick(businessId, 'website') : undefined}
          >
            <Icon size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <span className={classes.factIcon}>{icon}</span>
      <div>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {label}
        </Text>
        <Text className={classes.prewrap}>{children}</Text>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg" aria-busy="true">
      <VisuallyHidden role="status">{t('DIRECTORY.LOADING_PROFILE')}</VisuallyHidden>
      <Group gap="lg" wrap="nowrap" aria-hidden="true">
        <Skeleton height={96} width={96} radius="md" />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={28} width="60%" />
          <Skeleton height={16} width="40%" />
          <Skeleton height={16} width="50%" />
        </Stack>
      </Group>
      <Skeleton height={220} mt="xl" aria-hidden="true" />
    </Container>
  );
}

function Fallback() {
  return (
    <Group justify="center" py="xl">
      <Loader size="sm" aria-hidden="true" />
    </Group>
  );
}

/**
 * A business profile (spec §2: `/view/{id}`, `/business/{id}/{slug}`, `/business/{id}`): logo (fallback), name
 * (owner name when unnamed), location, social links, tabs About / Services / Products / Gallery / Reviews, and the
 * Inquiry and Contact Details buttons — each opens its modal, or the login modal for an anonymous visitor, who
 * then goes on to the modal they asked for. A failed load sends the visitor to the site root.
 */
export function BusinessProfilePage() {
  const { t } = useTranslation();
  const { pick, language: lang } = useLanguage();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useBusinessProfile(valid ? id : 0);
  const { token } = useStoredSession();
  const requestLogin = useLoginPrompt();
  const [tab, setTab] = useState<TabName>('about');
  const [modal, setModal] = useState<ModalName>(null);
  // Each modal mounts from its first opening on (then it animates open and closed as usual).
  const [inquiryWanted, setInquiryWanted] = useState(false);
  const [contactWanted, setContactWanted] = useState(false);

  const business = profile.data;
  const name = business ? business.business_name || business.owner_name || t('BUSINESS.UNNAMED') : null;
  usePageTitle(name);

  if (!valid || profile.isError) return <Navigate to={paths.home.href()} replace />;
  if (!business || !name) return <ProfileSkeleton />;
  const city = pick(business.city, business.city_guj);
  const category = pick(business.category_name, business.category_name_guj);
  const address = fullAddress(business.location, business.city, city, business.zipcode);
  const mapsHref = address
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`
    : null;

  const open = (which: Exclude<ModalName, null>) => {
    const show = () => {
      if (which === 'inquiry') setInquiryWanted(true);
      else setContactWanted(true);
      setModal(which);
    };
    if (token) show();
    else {
      requestLogin({
        reason: which === 'inquiry' ? t('DIRECTORY.LOGIN_FOR_INQUIRY') : t('DIRECTORY.LOGIN_FOR_CONTACT'),
        onSuccess: show,
      });
    }
  };

  return (
    <Container size="lg" py="lg">
      <Breadcrumbs
        items={[
          { label: t('NAV.HOME'), to: paths.home.href() },
          ...(category && business.category_id && business.category_slug
            ? [
                {
                  label: category,
                  to: paths.searchCategorySlug.href({
                    categoryId: business.category_id,
                    slug: business.category_slug,
                  }),
                },
              ]
            : []),
          { label: name },
        ]}
      />

      <Card withBorder padding="lg" radius="lg" className={classes.headerCard}>
        <div className={classes.header}>
          <img
            className={classes.logo}
            src={mediaUrl(business.business_logo) ?? FALLBACK_LOGO}
            alt={t('DIRECTORY.LOGO_ALT', { name })}
            width={112}
            height={112}
            onError={(event) => {
              const img = event.currentTarget;
              if (!img.src.endsWith(FALLBACK_LOGO)) img.src = FALLBACK_LOGO;
            }}
          />
          <div className={classes.headerText}>
            <Title order={1} className={classes.name}>
              {name}
            </Title>
            {category ? (
              <Badge variant="light" size="lg" radius="sm" mt={6} className={classes.category}>
                {category}
              </Badge>
            ) : null}
            {business.plan_name ? (
              <Badge variant="filled" size="lg" radius="sm" mt={6} ml={category ? 6 : 0}>
                ★ {t('BILLING.PLAN_BADGE', { plan: business.plan_name })}
              </Badge>
            ) : null}
            {address ? (
              <Text className={classes.address}>
                <MapPinIcon size={16} />
                <span>
                  <VisuallyHidden>{t('DIRECTORY.ADDRESS')}: </VisuallyHidden>
                  {address}
                </span>
              </Text>
            ) : null}
            <Group gap="md" mt="xs" wrap="wrap">
              {business.number_of_reviews > 0 ? (
                <button type="button" className={classes.ratingButton} onClick={() => setTab('reviews')}>
                  <RatingStars value={business.ratings} count={business.number_of_reviews} />
                </button>
              ) : null}
              <OpenBadge status={business.open_status} />
              {mapsHref ? (
                <Anchor
                  href={mapsHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  fw={600}
                  onClick={() => recordClick(business.business_id, 'directions')}
                >
                  {t('DIRECTORY.DIRECTIONS')}
                  <VisuallyHidden> ({t('FOOTER.NEW_TAB')})</VisuallyHidden>
                </Anchor>
              ) : null}
            </Group>
            <SocialLinks social={business.social} businessId={business.business_id} />
            <ShareProfile
              name={name}
              url={
                business.slug
                  ? paths.businessSlug.href({ id: business.business_id, slug: business.slug })
                  : paths.business.href({ id: business.business_id })
              }
            />
          </div>
        </div>
        <div className={classes.actions}>
          <Button
            size="md"
            classNames={{ root: classes.actionButton, label: classes.actionLabel }}
            leftSection={<MailIcon size={18} />}
            onClick={() => open('inquiry')}
            onPointerEnter={() => void loadInquiry()}
            onFocus={() => void loadInquiry()}
          >
            {t('DIRECTORY.INQUIRY')}
          </Button>
          <Button
            size="md"
            variant="outline"
            classNames={{ root: classes.actionButton, label: classes.actionLabel }}
            leftSection={<PhoneIcon size={18} />}
            onClick={() => open('contact')}
            onPointerEnter={() => void loadContact()}
            onFocus={() => void loadContact()}
          >
            {t('DIRECTORY.CONTACT_DETAILS')}
          </Button>
        </div>
      </Card>

      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as TabName)}
        keepMounted={false}
        mt="lg"
        classNames={{ list: classes.tabList }}
      >
        <Tabs.List aria-label={t('DIRECTORY.PROFILE_SECTIONS')}>
          <Tabs.Tab value="about">{t('DIRECTORY.TAB_ABOUT')}</Tabs.Tab>
          <Tabs.Tab value="services">{t('DIRECTORY.TAB_SERVICES', { count: business.services.length })}</Tabs.Tab>
          <Tabs.Tab value="products">{t('DIRECTORY.TAB_PRODUCTS', { count: business.products.length })}</Tabs.Tab>
          <Tabs.Tab value="gallery" onPointerEnter={() => void loadGallery()}>
            {t('DIRECTORY.TAB_GALLERY', { count: business.gallery.length })}
          </Tabs.Tab>
          <Tabs.Tab value="reviews" onPointerEnter={() => void loadReviews()}>
            {t('DIRECTORY.TAB_REVIEWS', { count: business.number_of_reviews })}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="about" pt="lg">
          <Stack gap="lg">
            {business.about_me || business.description ? (
              <div>
                <Title order={2} size="h3" mb="xs">
                  {t('DIRECTORY.ABOUT_ME')}
                </Title>
                {business.about_me ? <Text className={classes.prewrap}>{business.about_me}</Text> : null}
                {business.description && business.description !== business.about_me ? (
                  <Text className={classes.prewrap} mt="sm">
                    {business.description}
                  </Text>
                ) : null}
              </div>
            ) : (
              <Text c="dimmed">{t('DIRECTORY.NO_ABOUT')}</Text>
            )}
            {business.opening_hours ? (
              <OpeningHoursView
                hours={business.opening_hours}
                status={business.open_status}
                note={business.operating_hours}
                today={indiaDate(new Date(profile.dataUpdatedAt))}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {business.operating_hours && !business.opening_hours ? (
                <Fact icon={<ClockIcon size={18} />} label={t('DIRECTORY.HOURS')}>
                  {business.operating_hours}
                </Fact>
              ) : null}
              {business.service_areas ? (
                <Fact icon={<MapPinIcon size={18} />} label={t('DIRECTORY.SERVICE_AREAS')}>
                  {business.service_areas}
                </Fact>
              ) : null}
              {business.year ? (
                <Fact icon={<CalendarIcon size={18} />} label={t('DIRECTORY.ESTABLISHED')}>
                  {business.year}
                </Fact>
              ) : null}
              {business.owner_name && business.business_name ? (
                <Fact icon={<UserIcon size={18} />} label={t('DIRECTORY.OWNER')}>
                  {business.owner_name}
                </Fact>
              ) : null}
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="services" pt="lg">
          <Title order={2} size="h3" mb="sm">
            {t('DIRECTORY.SERVICES')}
          </Title>
          {business.services.length ? (
            <ul className={classes.services}>
              {business.services.map((service) => (
                <li key={service.service_id} className={classes.service}>
                  {pick(service.service_name, service.service_name_guj)}
                </li>
              ))}
            </ul>
          ) : (
            <Text c="dimmed">{t('DIRECTORY.NO_SERVICES')}</Text>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="products" pt="lg">
          <Title order={2} size="h3" mb="sm">
            {t('DIRECTORY.PRODUCTS')}
          </Title>
          {business.products.length ? (
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 3 }}
              component="ul"
              spacing="md"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {business.products.map((product) => (
                <li key={product.product_id}>
                  <Card withBorder padding="sm" className={classes.product}>
                    <Card.Section>
                      <img
                        className={classes.productImage}
                        src={mediaUrl(product.image_name) ?? FALLBACK_LOGO}
                        alt=""
                        loading="lazy"
                        decoding="async"
                      />
                    </Card.Section>
                    <Text fw={700} mt="sm" component="h3">
                      {product.product_name}
                    </Text>
                    {product.description ? (
                      <Text size="sm" c="dimmed" lineClamp={3}>
                        {product.description}
                      </Text>
                    ) : null}
                    <Text fw={700} c="saffron.9" mt="xs">
                      {product.product_price === null
                        ? t('DIRECTORY.PRICE_ON_REQUEST')
                        : formatRupees(product.product_price, lang)}
                    </Text>
                  </Card>
                </li>
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{t('DIRECTORY.NO_PRODUCTS')}</Text>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="gallery" pt="lg">
          <Title order={2} size="h3" mb="sm">
            {t('DIRECTORY.GALLERY')}
          </Title>
          {business.gallery.length ? (
            <Suspense fallback={<Fallback />}>
              <ProfileGallery photos={business.gallery} name={name} />
            </Suspense>
          ) : (
            <Text c="dimmed">{t('DIRECTORY.NO_PHOTOS')}</Text>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="reviews" pt="lg">
          <Title order={2} size="h3" mb="sm">
            {t('REVIEWS.TITLE')}
          </Title>
          <Suspense fallback={<Fallback />}>
            <ReviewsPanel businessId={business.business_id} ownerUserId={business.owner_user_id} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>

      <Text size="sm" c="dimmed" mt="xl">
        <Link to={paths.search.href()} className={classes.backLink}>
          {t('DIRECTORY.BROWSE_MORE')}
        </Link>
      </Text>

      {inquiryWanted ? (
        <Suspense fallback={null}>
          <InquiryModal
            businessId={business.business_id}
            businessName={name}
            opened={modal === 'inquiry'}
            onClose={() => setModal(null)}
          />
        </Suspense>
      ) : null}
      {contactWanted ? (
        <Suspense fallback={null}>
          <ContactDetailsModal
            businessId={business.business_id}
            businessName={name}
            opened={modal === 'contact'}
            onClose={() => setModal(null)}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
