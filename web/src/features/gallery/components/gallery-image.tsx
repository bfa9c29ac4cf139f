import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

type Stage = 'own' | 'fallback' | 'placeholder';

/**
 * An image that never shows a broken-image icon (core §2 Gallery): when its own file fails it
 * shows the gallery's first image instead, and when that fails too, a calm placeholder.
 * Give it `key={src}` so that a new image starts again from its own file.
 */
export function GalleryImage({
  src,
  fallbackSrc,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
}: {
  src: string;
  fallbackSrc: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const [stage, setStage] = useState<Stage>('own');
  if (stage === 'placeholder') {
    return (
      <div
        role="img"
        aria-label={alt}
        data-stage="placeholder"
        className={cn('flex items-center justify-center bg-accent-50 text-accent-600', className)}
      >
        <ImageOff aria-hidden="true" className="h-10 w-10" />
      </div>
    );
  }
  const current = stage === 'own' ? src : (fallbackSrc ?? src);
  return (
    <img
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-stage={stage}
      className={className}
      onError={() => setStage(stage === 'own' && fallbackSrc && fallbackSrc !== src ? 'fallback' : 'placeholder')}
    />
  );
}
