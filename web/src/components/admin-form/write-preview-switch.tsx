interface WritePreviewSwitchProps {
  preview: boolean;
  onChange: (preview: boolean) => void;
  writeText: string;
  previewText: string;
  /** Test ids of the write and the preview button. */
  testIds?: { write: string; preview: string };
}

/** The two joined buttons above a markdown field: write the text, or see it as readers will. */
export function WritePreviewSwitch({
  preview,
  onChange,
  writeText,
  previewText,
  testIds,
}: WritePreviewSwitchProps) {
  return (
    <div className="flex overflow-hidden rounded-md border border-slate-300 text-xs">
      {[false, true].map((mode) => (
        <button
          key={String(mode)}
          type="button"
          className={`px-2.5 py-1 ${preview === mode ? 'bg-blue-600 text-white' : 'bg-white text-slate-600'}`}
          onClick={() => onChange(mode)}
          data-testid={mode ? testIds?.preview : testIds?.write}
        >
          {mode ? previewText : writeText}
        </button>
      ))}
    </div>
  );
}
