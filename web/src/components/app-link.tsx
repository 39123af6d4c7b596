import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A link to any path of the site, routed inside the app. Menus point at screens that are built by
 * other parts of the app (or not yet, then the 404 page answers), so the path is not typed here.
 */
export function AppLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  function follow(event: MouseEvent<HTMLAnchorElement>): void {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (rest.target === '_blank') return;
    event.preventDefault();
    router.history.push(href);
  }
  return <a href={href} onClick={follow} {...rest} />;
}
