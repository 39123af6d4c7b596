import { WebsiteConfigForm } from '../../../features/admin-config/components/website-config-form';
import { EmailConfigCard } from '../../../features/admin-config/components/email-config-card';
import { CarouselCard } from '../../../features/admin-config/components/carousel-card';

/** /admin/conf: the website settings, the mail sender with its test email, the home carousel. */
export function AdminConfPage() {
  return (
    <div className="flex flex-col gap-4" data-testid="admin-conf">
      <WebsiteConfigForm />
      <CarouselCard />
      <EmailConfigCard />
    </div>
  );
}
