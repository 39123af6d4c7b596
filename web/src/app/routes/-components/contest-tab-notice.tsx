/** What a contest tab says instead of its screen when the viewer may not use it (the server would refuse). */
export function ContestTabNotice({ text }: { text: string }) {
  return (
    <p
      className="rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-sm text-slate-500"
      data-testid="contest-tab-notice"
    >
      {text}
    </p>
  );
}
