import { useEffect, useState } from 'react';
import type { Envelope, WebsiteConfig } from '@oj/shared';

/** The placeholder page until the web app's screens land: the site's name and description from /api. */
export function SiteHeading() {
  const [config, setConfig] = useState<WebsiteConfig>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/api/get-website-config')
      .then((response) => response.json() as Promise<Envelope<WebsiteConfig>>)
      .then((envelope) => {
        if (envelope.status !== 200) throw new Error(envelope.msg);
        setConfig(envelope.data);
        document.title = envelope.data.projectName;
      })
      .catch(() => setFailed(true));
  }, []);

  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: '0 16px' }}
    >
      <h1 data-testid="project-name">{config?.projectName ?? 'Online Judge'}</h1>
      <p>{failed ? '无法连接服务器 / Cannot reach the server.' : (config?.description ?? '…')}</p>
    </main>
  );
}
