// Loaded lazily by the profile page only: the carousel (embla) stays out of every other page.
import '@mantine/core/styles.layer.css'; // the profile page loads only the shell's subset (and Tabs)
import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import { mediaUrl } from '../../../lib/media';
import classes from './profile.module.css';

const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(async () => ({ default: (await loadViewer()).PhotoViewer }));

/**
 * The gallery carousel with indicators (spec §2 profile); arrows, indicators and ← → keys move it. A photo opens
 * the full-screen viewer (decision 60), whose code loads on the first press. The owner's order and captions show
 * (decision 72).
 */
export function ProfileGallery({ photos, name }: { photos: TBusinessProfile['gallery']; name: string }) {
  const { t } = useTranslation();
  const count = photos.length;
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
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
            <button
              type="button"
              className={classes.photoButton}
              aria-label={t('PHOTO_VIEWER.OPEN', { index: index + 1, count })}
              onPointerEnter={() => void loadViewer()}
              onClick={() => setViewing(index)}
            >
              <img
                className={classes.slideImage}
                src={mediaUrl(photo.photo_url) ?? ''}
                alt={t('DIRECTORY.PHOTO_ALT', { name, index: index + 1, count })}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
            {photo.caption ? <p className={classes.slideCaption}>{photo.caption}</p> : null}
          </Carousel.Slide>
        ))}
      </Carousel>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} name={name} start={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
