import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '@oj/shared/api/profile';
import { UserName } from '../../../components/user-name';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { UserAvatar } from './user-avatar';

function ExternalLink({ label, href }: { label: string; href: string }) {
  const url = /^https?:\/\//i.test(href) ? href : `https://${href}`;
  return (
    <div className="flex gap-2 text-sm">
      <dt className="w-24 shrink-0 text-slate-400">{label}</dt>
      <dd className="min-w-0 truncate">
        <a href={url} target="_blank" rel="noopener noreferrer" className="text-blue-600 hover:underline">
          {href}
        </a>
      </dd>
    </div>
  );
}

/** Who the user is: avatar, name, title, nickname, gender, links and the last login. */
export function ProfileCard({ info }: { info: UserHomeInfo }) {
  const { t } = useTranslation();
  const githubUrl = info.github && !info.github.includes('/') ? `github.com/${info.github}` : info.github;
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      data-testid="profile-card"
    >
      <div className="flex justify-center">
        <UserAvatar avatar={info.avatar} username={info.username} />
      </div>
      <h1 className="mt-4 text-xl font-semibold break-all" data-testid="profile-username">
        <UserName name={info.username} number={info.number} />
      </h1>
      {info.titleName ? (
        <span
          className="mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-medium text-white"
          style={{ backgroundColor: info.titleColor || '#2563eb' }}
          data-testid="profile-title"
        >
          {info.titleName}
        </span>
      ) : null}
      {info.nickname ? (
        <p className="mt-2 text-sm text-slate-500" data-testid="profile-nickname">
          {info.nickname}
        </p>
      ) : null}
      <dl className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-left">
        <div className="flex gap-2 text-sm">
          <dt className="w-24 shrink-0 text-slate-400">{t('profile.fields.gender')}</dt>
          <dd data-testid="profile-gender">{t(`profile.gender.${info.gender}`)}</dd>
        </div>
        {githubUrl ? <ExternalLink label={t('profile.fields.github')} href={githubUrl} /> : null}
        {info.blog ? <ExternalLink label={t('profile.fields.blog')} href={info.blog} /> : null}
        <div className="flex gap-2 text-sm">
          <dt className="w-24 shrink-0 text-slate-400">{t('profile.home.recentLogin')}</dt>
          <dd className="text-slate-600">
            {info.recentLoginTime
              ? formatBeijingTime(info.recentLoginTime, 'minute')
              : t('profile.home.neverLoggedIn')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
