import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../lib/toast-store';
import {
  homeCarouselQueryOptions,
  useDeleteHomeCarousel,
  useOrderHomeCarousel,
  useUploadCarouselImg,
} from '../api/home-carousel';

/** The home carousel's pictures: upload, move up or down, delete (with confirmation). */
export function CarouselCard() {
  const { t } = useTranslation();
  const pictures = useQuery(homeCarouselQueryOptions()).data ?? [];
  const upload = useUploadCarouselImg();
  const order = useOrderHomeCarousel();
  const remove = useDeleteHomeCarousel();
  const input = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const move = (index: number, by: -1 | 1) => {
    const ids = pictures.map((picture) => picture.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    order.mutate(ids);
  };
  const uploadButton = (
    <>
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,.gif,.webp"
        className="hidden"
        data-testid="carousel-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file)
            upload.mutate(file, {
              onSuccess: () => showToast('success', t('admin-config.carousel.uploaded')),
            });
        }}
      />
      <Button variant="secondary" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {t('admin-config.carousel.upload')}
      </Button>
    </>
  );
  return (
    <Card title={t('admin-config.carousel.title')} extra={uploadButton} testId="carousel-config">
      <p className="mb-3 text-xs text-slate-500">{t('admin-config.carousel.help')}</p>
      {pictures.length === 0 ? (
        <EmptyState text={t('admin-config.carousel.empty')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {pictures.map((picture, index) => (
            <li
              key={picture.id}
              className="rounded-lg border border-slate-200 p-2"
              data-testid="carousel-picture"
            >
              <img
                src={picture.url}
                alt={t('admin-config.carousel.picture', { number: index + 1 })}
                className="h-32 w-full rounded object-cover"
              />
              <div className="mt-2 flex items-center justify-between gap-2">
                <span className="text-sm text-slate-500">#{index + 1}</span>
                <span className="flex gap-3">
                  <Button
                    variant="link"
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(index, -1)}
                  >
                    {t('admin-config.carousel.up')}
                  </Button>
                  <Button
                    variant="link"
                    disabled={index === pictures.length - 1 || order.isPending}
                    onClick={() => move(index, 1)}
                  >
                    {t('admin-config.carousel.down')}
                  </Button>
                  <Button variant="link" className="!text-red-600" onClick={() => setDeleting(picture.id)}>
                    {t('admin-config.carousel.delete')}
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin-config.carousel.deleteTitle')}
        confirmText={t('admin-config.carousel.delete')}
        cancelText={t('admin-config.carousel.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      >
        {t('admin-config.carousel.deleteText')}
      </ConfirmDialog>
    </Card>
  );
}
