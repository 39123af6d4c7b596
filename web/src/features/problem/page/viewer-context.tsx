import { createContext, useContext } from 'react';

/**
 * Who is looking at the page. The route reads the session (another feature) and hands it in, so this
 * feature stays independent of how the login is kept.
 */
export interface Viewer {
  username: string | null;
  isAdmin: boolean;
}

const anonymous: Viewer = { username: null, isAdmin: false };

export const ViewerContext = createContext<Viewer>(anonymous);

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
