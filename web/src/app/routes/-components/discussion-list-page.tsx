import { getRouteApi } from '@tanstack/react-router';
import { DiscussionBoard } from '../../../features/discussion/list/components/discussion-board';
import {
  parseDiscussionListSearch,
  toDiscussionListSearch,
  type DiscussionListFilters,
} from '../../../features/discussion/list/url-state';
import { useDiscussionViewer } from './discussion-viewer';

/** The routes' hooks by id: importing the route objects would make a circle with their lazy components. */
const boardRoute = getRouteApi('/discussion');
const problemBoardRoute = getRouteApi('/discussion/$problemID');

/** /discussion: every discussion of the board. */
export function DiscussionListPage() {
  const { viewer, askLogin } = useDiscussionViewer();
  const navigate = boardRoute.useNavigate();
  const filters = parseDiscussionListSearch({ ...boardRoute.useSearch() });
  const show = (next: DiscussionListFilters) => void navigate({ search: toDiscussionListSearch(next) });
  return (
    <DiscussionBoard filters={filters} onFilters={show} pid={null} viewer={viewer} onLoginNeeded={askLogin} />
  );
}

/** /discussion/:problemID: one problem's discussions; a new one is posted for that problem. */
export function DiscussionProblemListPage() {
  const { viewer, askLogin } = useDiscussionViewer();
  const { problemID } = problemBoardRoute.useParams();
  const navigate = problemBoardRoute.useNavigate();
  const filters = parseDiscussionListSearch({ ...problemBoardRoute.useSearch() });
  const show = (next: DiscussionListFilters) => void navigate({ search: toDiscussionListSearch(next) });
  return (
    <DiscussionBoard
      filters={filters}
      onFilters={show}
      pid={problemID}
      viewer={viewer}
      onLoginNeeded={askLogin}
    />
  );
}
