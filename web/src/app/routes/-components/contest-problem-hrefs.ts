/** Where a contest's problem opens: its page in the contest shell, and its focus mode. */
export const contestProblemHref = (cid: number, displayId: string) =>
  `/contest/${cid}/problem/${encodeURIComponent(displayId)}`;

export const contestFullScreenHref = (cid: number, displayId: string) =>
  `${contestProblemHref(cid, displayId)}/full-screen`;
