import CloseOutlined from '@ant-design/icons-svg/lib/asn/CloseOutlined';
import LeftOutlined from '@ant-design/icons-svg/lib/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/lib/asn/RightOutlined';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../icons/components/svg-icon';
import { PublicOverlay } from '../../public-ui/components/public-overlay';
import { useSwipe } from '../hooks/use-swipe';
import { viewerSwipeThreshold } from '../utils/constants';
import './image-viewer.css';

export interface ImageViewerProps {
  urls: readonly string[];
  current: number;
  onChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen viewer of the image preview: one image at a time over a dark mask,
 * changed by a swipe of a quarter of the window width (spec section 9), the arrow
 * buttons or keys; Escape, the close button or a click beside the image closes it.
 * Plain React: the public pages show it to visitors who download no antd.
 */
export function ImageViewer({ urls, current, onChange, onClose }: ImageViewerProps) {
  const { t } = useTranslation('common', { keyPrefix: 'imagePreview' });
  const last = urls.length - 1;
  const go = useCallback((index: number) => onChange(Math.min(last, Math.max(0, index))), [last, onChange]);
  const swipe = useSwipe({
    threshold: viewerSwipeThreshold,
    onSwipeLeft: () => go(current + 1),
    onSwipeRight: () => go(current - 1),
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(current + 1);
      if (event.key === 'ArrowLeft') go(current - 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current, go]);

  return (
    <PublicOverlay
      label={t('imageAlt', { index: current + 1 })}
      onClose={onClose}
      className="image-viewer"
      maskClassName="image-viewer-mask"
    >
      <div className="image-viewer-bar">
        {urls.length > 1 && (
          <span className="image-viewer-count">
            {t('position', { index: current + 1, total: urls.length })}
          </span>
        )}
        <button type="button" className="image-viewer-button" aria-label={t('close')} onClick={onClose}>
          <SvgIcon icon={CloseOutlined} />
        </button>
      </div>
      <div
        className="image-viewer-stage"
        {...swipe}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img
          src={urls[current]}
          alt={t('imageAlt', { index: current + 1 })}
          className="image-viewer-image"
          draggable={false}
        />
      </div>
      {current > 0 && (
        <button
          type="button"
          className="image-viewer-button image-viewer-previous"
          aria-label={t('previous')}
          onClick={() => go(current - 1)}
        >
          <SvgIcon icon={LeftOutlined} />
        </button>
      )}
      {current < last && (
        <button
          type="button"
          className="image-viewer-button image-viewer-next"
          aria-label={t('next')}
          onClick={() => go(current + 1)}
        >
          <SvgIcon icon={RightOutlined} />
        </button>
      )}
    </PublicOverlay>
  );
}
