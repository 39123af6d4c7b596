import { getRouteApi } from '@tanstack/react-router';
import { UserMessageBox } from '../../../features/message/components/user-message-box';
import { SystemMessageBox } from '../../../features/message/components/system-message-box';
import { boxSegmentOf, type BoxSearch } from '../../../features/message/box-path';

const boxRoute = getRouteApi('/message/$box');

/** The URL's search for a page: page 1 is left out. */
const pageSearch = (page: number): BoxSearch => (page > 1 ? { currentPage: page } : {});

/** /message/<box>: the box of the path, at the URL's page. */
export function MessageBoxPage() {
  const { box } = boxRoute.useParams();
  const { currentPage = 1 } = boxRoute.useSearch();
  const navigate = boxRoute.useNavigate();
  const segment = boxSegmentOf(box) ?? 'discuss';
  const onPage = (page: number) => void navigate({ search: pageSearch(page) });
  return segment === 'sys' || segment === 'mine' ? (
    <SystemMessageBox key={segment} segment={segment} currentPage={currentPage} onPage={onPage} />
  ) : (
    <UserMessageBox key={segment} segment={segment} currentPage={currentPage} onPage={onPage} />
  );
}
