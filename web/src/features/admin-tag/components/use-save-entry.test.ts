import { describe, expect, it } from 'vitest';
import { refusalOf, saveEntry, type SaveWrites } from './use-save-entry';

interface Body {
  name: string;
}

/** Two writes that keep what they were sent, with the given errors. */
function writesWith(errors: { create?: Error; update?: Error } = {}) {
  const sent: { write: 'create' | 'update'; variables: unknown }[] = [];
  const writes: SaveWrites<Body> = {
    create: {
      mutate: (variables) => sent.push({ write: 'create', variables }),
      isPending: false,
      error: errors.create ?? null,
    },
    update: {
      mutate: (variables) => sent.push({ write: 'update', variables }),
      isPending: false,
      error: errors.update ?? null,
    },
  };
  return { writes, sent };
}

const after = { onSuccess: () => undefined };

describe('saveEntry', () => {
  it('creates a new entry when there is no id, sending the body as it is', () => {
    const { writes, sent } = writesWith();
    saveEntry(writes, null, { name: 'Graphs' }, after);
    expect(sent).toEqual([{ write: 'create', variables: { name: 'Graphs' } }]);
  });

  it('updates the entry with that id, the id joined to the body', () => {
    const { writes, sent } = writesWith();
    saveEntry(writes, 7, { name: 'Trees' }, after);
    expect(sent).toEqual([{ write: 'update', variables: { name: 'Trees', id: 7 } }]);
  });
});

describe('refusalOf', () => {
  const writes = writesWith({ create: new Error('name taken'), update: new Error('no such tag') }).writes;

  it('reads the refusal of the write the form makes: create for a new entry, update for one being changed', () => {
    expect(refusalOf(writes, null)).toBe('name taken');
    expect(refusalOf(writes, 3)).toBe('no such tag');
  });

  it('is null while that write has not been refused', () => {
    expect(refusalOf(writesWith({ update: new Error('no such tag') }).writes, null)).toBeNull();
  });
});
