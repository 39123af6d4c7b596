import { Outlet, useLocation } from '@tanstack/react-router';
import { useSession } from '../../../features/account/session/use-session';
import { MessageCentre } from '../../../features/message/components/message-centre';
import { segmentOfPath } from '../../../features/message/boxes';

/** /message: the centre's heading and tabs for the logged-in viewer, the box of the path inside. */
export function MessageCentrePage() {
  const session = useSession();
  const { pathname } = useLocation();
  // The route lets no visitor in; a logout while here leaves for /home.
  if (!session) return null;
  return (
    <MessageCentre uid={session.user.uid} active={segmentOfPath(pathname)}>
      <Outlet />
    </MessageCentre>
  );
}
