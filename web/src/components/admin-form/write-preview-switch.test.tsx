import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WritePreviewSwitch } from './write-preview-switch';

const render = (preview: boolean, testIds?: { write: string; preview: string }) =>
  renderToStaticMarkup(
    <WritePreviewSwitch
      preview={preview}
      onChange={() => {}}
      writeText="Write"
      previewText="Preview"
      testIds={testIds}
    />,
  );

describe('the write or preview switch', () => {
  it('marks the mode in force, write first', () => {
    expect(render(false)).toMatch(
      /bg-blue-600 text-white">Write<\/button><button [^>]*bg-white text-slate-600">Preview</,
    );
    expect(render(true)).toMatch(
      /bg-white text-slate-600">Write<\/button><button [^>]*bg-blue-600 text-white">Preview</,
    );
  });

  it('carries the test ids only when given them', () => {
    expect(render(false)).not.toContain('data-testid');
    const markup = render(false, { write: 'description-write', preview: 'description-preview' });
    expect(markup).toMatch(/data-testid="description-write">Write</);
    expect(markup).toMatch(/data-testid="description-preview">Preview</);
  });

  it('asks for the mode of the button pressed', () => {
    const onChange = vi.fn();
    const bar = WritePreviewSwitch({ preview: false, onChange, writeText: 'Write', previewText: 'Preview' });
    const [, preview] = (bar as ReactElement<{ children: ReactElement<{ onClick: () => void }>[] }>).props
      .children;
    preview?.props.onClick();
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
