import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveFileUrl, splitPaths } from '../../upload/utils/file-paths';
import { useAutoplay } from '../hooks/use-autoplay';
import { useSwipe } from '../hooks/use-swipe';
import {
  AUTOPLAY_INTERVAL_MS,
  RESUME_AFTER_SWIPE_MS,
  SLIDE_DURATION_MS,
  SWIPE_HINT_MS,
  SWIPE_THRESHOLD_PX,
  THUMBNAIL_SIZES,
  type ThumbnailSize,
} from '../utils/constants';
import { ImageViewer } from './image-viewer';

let swipeHintShown = false;

/** For tests: show the swipe hint again. */
export function resetSwipeHint(): void {
  swipeHintShown = false;
}

export interface ImagePreviewProps {
  /** Comma-separated image paths, or a list. */
  src: string | readonly string[] | null | undefined;
  /** Thumbnail size: small 120 px, medium 200 px (default), large 280 px, or pixels. */
  size?: ThumbnailSize | number;
  /** Advance every 3 s (default true). */
  autoplay?: boolean;
  className?: string;
}

/**
 * Image preview of spec section 9: a square thumbnail carousel (120/200/280 px)
 * that advances every 3 s with a 300 ms slide, follows swipes of 50 px and
 * resumes 3 s after one, shows a swipe hint once for 2 s, and opens a
 * full-screen viewer on click where a swipe of a quarter of the window width
 * changes the image.
 */
export function ImagePreview({ src, size = 'medium', autoplay = true, className }: ImagePreviewProps) {
  const { t } = useTranslation('common');
  const urls = useMemo(
    () => splitPaths(typeof src === 'string' ? src : (src ?? [])).map(resolveFileUrl),
    [src],
  );
  const pixels = typeof size === 'number' ? size : THUMBNAIL_SIZES[size];
  const { index, goTo, next, prev } = useAutoplay({
    count: urls.length,
    interval: AUTOPLAY_INTERVAL_MS,
    resumeDelay: RESUME_AFTER_SWIPE_MS,
    enabled: autoplay,
  });
  // The image open in the full-screen viewer, or null.
  const [viewing, setViewing] = useState<number | null>(null);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    if (urls.length < 2 || swipeHintShown) return;
    swipeHintShown = true;
    setHint(true);
    const timer = setTimeout(() => setHint(false), SWIPE_HINT_MS);
    return () => clearTimeout(timer);
  }, [urls.length]);

  const swipe = useSwipe({ threshold: SWIPE_THRESHOLD_PX, onSwipeLeft: next, onSwipeRight: prev });

  const box: CSSProperties = {
    width: pixels,
    height: pixels,
    position: 'relative',
    overflow: 'hidden',
    borderRadius: 4,
  };

  if (urls.length === 0) {
    return (
      <div
        className={className}
        style={{ ...box, display: 'grid', placeItems: 'center', background: '#f5f5f5' }}
      >
        <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{t('imagePreview.noImage')}</span>
      </div>
    );
  }

  return (
    <>
      <div className={className} style={box} {...swipe} data-testid="image-preview">
        <div
          style={{
            display: 'flex',
            height: '100%',
            transform: `translateX(-${index * 100}%)`,
            transition: `transform ${SLIDE_DURATION_MS}ms ease`,
          }}
        >
          {urls.map((url, position) => (
            <button
              key={`${url}-${position}`}
              type="button"
              aria-label={t('imagePreview.imageAlt', { index: position + 1 })}
              onClick={() => setViewing(position)}
              style={{
                flex: '0 0 100%',
                height: '100%',
                padding: 0,
                border: 0,
                cursor: 'zoom-in',
                background: 'none',
              }}
            >
              <img
                src={url}
                alt={t('imagePreview.imageAlt', { index: position + 1 })}
                loading="lazy"
                draggable={false}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </button>
          ))}
        </div>
        {urls.length > 1 && (
          <div
            style={{
              position: 'absolute',
              bottom: 6,
              width: '100%',
              display: 'flex',
              justifyContent: 'center',
              gap: 4,
            }}
          >
            {urls.map((url, position) => (
              <button
                key={`dot-${url}-${position}`}
                type="button"
                aria-label={t('imagePreview.imageAlt', { index: position + 1 })}
                aria-current={position === index}
                onClick={() => goTo(position)}
                style={{
                  width: 6,
                  height: 6,
                  padding: 0,
                  border: 0,
                  borderRadius: 3,
                  cursor: 'pointer',
                  background: position === index ? '#fff' : 'rgba(255,255,255,0.5)',
                }}
              />
            ))}
          </div>
        )}
        {hint && (
          <div
            role="status"
            style={{
              position: 'absolute',
              inset: 'auto 0 20px 0',
              textAlign: 'center',
              color: '#fff',
              fontSize: 12,
              textShadow: '0 1px 2px rgba(0,0,0,0.6)',
              pointerEvents: 'none',
            }}
          >
            {t('imagePreview.swipeHint')}
          </div>
        )}
      </div>
      {/* Beside the carousel, not in it: its touches must not reach the carousel's swipe. */}
      {viewing !== null && (
        <ImageViewer urls={urls} current={viewing} onChange={setViewing} onClose={() => setViewing(null)} />
      )}
    </>
  );
}
