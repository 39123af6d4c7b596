import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileUser } from '@oj/shared/api/profile';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast-store';
import { useUploadAvatar } from '../../api/upload-avatar';
import { avatarAccept, checkAvatarFile } from '../../avatar/avatar-file-check';
import { UserAvatar } from '../user-avatar';

/** Pick a picture, see it, upload it (spec §5: gif, jpg, jpeg, png, bmp, webp, at most 2 MB). */
export function AvatarUpload({
  avatar,
  username,
  onUploaded,
}: {
  avatar: string | null;
  username: string;
  onUploaded: (user: ProfileUser) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const upload = useUploadAvatar();
  // The preview is an object URL; give it back when it is replaced or the form goes away.
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked.preview)), [picked]);

  function pick(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) return void showToast('error', t(problem));
    setPicked({ file, preview: URL.createObjectURL(file) });
  }

  function send(): void {
    if (!picked) return;
    upload.mutate(picked.file, {
      onSuccess: (user) => {
        showToast('success', t('profile.avatar.done'));
        setPicked(null);
        onUploaded(user);
      },
    });
  }

  return (
    <div data-testid="avatar-upload">
      <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('profile.avatar.title')}</h3>
      <div className="flex items-center gap-4">
        <UserAvatar avatar={picked?.preview ?? avatar} username={username} size="h-20 w-20 text-2xl" />
        <div className="space-y-2">
          <input
            ref={input}
            type="file"
            accept={avatarAccept}
            className="hidden"
            onChange={pick}
            data-testid="avatar-input"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => input.current?.click()}>
              {t('profile.avatar.pick')}
            </Button>
            {picked ? (
              <>
                <Button onClick={send} disabled={upload.isPending} data-testid="avatar-send">
                  {t('profile.avatar.upload')}
                </Button>
                <Button variant="link" onClick={() => setPicked(null)}>
                  {t('profile.avatar.cancel')}
                </Button>
              </>
            ) : null}
          </div>
          <p className="text-xs text-slate-400">{t('profile.avatar.hint')}</p>
        </div>
      </div>
    </div>
  );
}
