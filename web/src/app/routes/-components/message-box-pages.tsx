import { getRouteApi } from '@tanstack/react-router';
import { UserMessageBox } from '../../../features/message/components/user-message-box';
import { SystemMessageBox } from '../../../features/message/components/system-message-box';
import type { BoxSearch } from '../../../features/message/box-search';

/** The URL's search for a page: page 1 is left out. */
const pageSearch = (page: number): BoxSearch => (page > 1 ? { currentPage: page } : {});

const discussRoute = getRouteApi('/message/discuss');
const replyRoute = getRouteApi('/message/reply');
const likeRoute = getRouteApi('/message/like');
const sysRoute = getRouteApi('/message/sys');
const mineRoute = getRouteApi('/message/mine');

/** /message/discuss: comments on the viewer's discussions. */
export function MessageDiscussPage() {
  const { currentPage = 1 } = discussRoute.useSearch();
  const navigate = discussRoute.useNavigate();
  return (
    <UserMessageBox
      segment="discuss"
      currentPage={currentPage}
      onPage={(page) => void navigate({ search: pageSearch(page) })}
    />
  );
}

/** /message/reply: replies to the viewer. */
export function MessageReplyPage() {
  const { currentPage = 1 } = replyRoute.useSearch();
  const navigate = replyRoute.useNavigate();
  return (
    <UserMessageBox
      segment="reply"
      currentPage={currentPage}
      onPage={(page) => void navigate({ search: pageSearch(page) })}
    />
  );
}

/** /message/like: likes of the viewer's discussions, comments and replies. */
export function MessageLikePage() {
  const { currentPage = 1 } = likeRoute.useSearch();
  const navigate = likeRoute.useNavigate();
  return (
    <UserMessageBox
      segment="like"
      currentPage={currentPage}
      onPage={(page) => void navigate({ search: pageSearch(page) })}
    />
  );
}

/** /message/sys: the system notices addressed to the viewer. */
export function MessageSysPage() {
  const { currentPage = 1 } = sysRoute.useSearch();
  const navigate = sysRoute.useNavigate();
  return (
    <SystemMessageBox
      segment="sys"
      currentPage={currentPage}
      onPage={(page) => void navigate({ search: pageSearch(page) })}
    />
  );
}

/** /message/mine: what happened to the viewer's own discussions and reports. */
export function MessageMinePage() {
  const { currentPage = 1 } = mineRoute.useSearch();
  const navigate = mineRoute.useNavigate();
  return (
    <SystemMessageBox
      segment="mine"
      currentPage={currentPage}
      onPage={(page) => void navigate({ search: pageSearch(page) })}
    />
  );
}
