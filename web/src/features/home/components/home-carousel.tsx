import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { homeCarouselQueryOptions } from '../api/get-home-carousel';

/** Spec §9: a new picture every 5 s; 440 px high, 200 px under 768 px. */
const slideIntervalMs = 5000;
const frameClasses = 'relative h-[200px] overflow-hidden rounded-xl md:h-[440px]';

function DefaultBanner() {
  const { t } = useTranslation();
  return (
    <div
      className={`${frameClasses} flex flex-col items-center justify-center bg-gradient-to-br from-blue-700 via-blue-600 to-sky-500 text-white`}
      data-testid="default-banner"
    >
      <div className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:24px_24px]" />
      <p className="relative hidden font-mono tracking-widest text-sky-100 md:block">
        {'while (!accepted) { think(); code(); }'}
      </p>
      <h1 className="relative mt-3 text-2xl font-bold md:text-5xl">{t('home.bannerTitle')}</h1>
      <p className="relative mt-3 text-sm text-sky-100 md:text-lg">{t('home.bannerSubtitle')}</p>
    </div>
  );
}

export function HomeCarousel() {
  const pictures = useQuery(homeCarouselQueryOptions()).data ?? [];
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (pictures.length < 2) return;
    const timer = setInterval(() => setShown((index) => (index + 1) % pictures.length), slideIntervalMs);
    return () => clearInterval(timer);
  }, [pictures.length]);

  if (pictures.length === 0) return <DefaultBanner />;
  return (
    <div className={frameClasses} data-testid="carousel">
      {pictures.map((picture, index) => {
        const image = <img src={picture.url} alt="" className="h-full w-full object-cover" />;
        return (
          <div
            key={picture.id}
            className={`absolute inset-0 transition-opacity duration-700 ${index === shown ? 'opacity-100' : 'opacity-0'}`}
          >
            {picture.link ? <a href={picture.link}>{image}</a> : image}
          </div>
        );
      })}
      <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
        {pictures.map((picture, index) => (
          <button
            key={picture.id}
            aria-label={String(index + 1)}
            onClick={() => setShown(index)}
            className={`h-1.5 w-6 rounded-full ${index === shown ? 'bg-white' : 'bg-white/50'}`}
          />
        ))}
      </div>
    </div>
  );
}
