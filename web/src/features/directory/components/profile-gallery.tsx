// Loaded lazily by the profile page only: the carousel (embla) stays out of every other page.
import '@mantine/core/styles.layer.css'; // the profile page loads only the shell's subset (and Tabs)
import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import { mediaUrl } from '../../../lib/media';
import classes from './profile.module.css';

/** The gallery carousel with indicators (spec §2 profile); arrows, indicators and ← → keys move it. */
export function ProfileGallery({ photos, name }: { photos: TBusinessProfile['gallery']; name: string }) {
  const { t } = useTranslation();
  const count = photos.length;
  return (
    <Carousel
      withIndicators={count > 1}
      withControls={count > 1}
      emblaOptions={{ loop: count > 1, align: 'center' }}
      slideGap="sm"
      slideSize={{ base: '100%', sm: count > 1 ? '50%' : '100%' }}
      aria-label={t('DIRECTORY.GALLERY_LABEL', { name })}
      previousControlProps={{ 'aria-label': t('DIRECTORY.PREVIOUS_PHOTO') }}
      nextControlProps={{ 'aria-label': t('DIRECTORY.NEXT_PHOTO') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('DIRECTORY.GO_TO_PHOTO', { index: index + 1, count }) })}
      classNames={{ root: classes.carousel, indicators: classes.indicators, indicator: classes.indicator }}
    >
      {photos.map((photo, index) => (
        <Carousel.Slide key={photo.photo_id}>
          <img
            className={classes.slideImage}
            src={mediaUrl(photo.photo_url) ?? ''}
            alt={t('DIRECTORY.PHOTO_ALT', { name, index: index + 1, count })}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
